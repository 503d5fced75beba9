import { useState } from 'react';
import { ApiError, uploadLogo } from '@muestrario/shared/api';
import { acceptOf, DEFAULT_LOGO_HEIGHT_CM, DEFAULT_LOGO_TECHNIQUE, FILE_KINDS, LOGO_UPLOAD_HINT } from '@muestrario/shared/domain';
import { newDecorationPlace } from '@muestrario/shared/rules';
import { FileDrop } from '@muestrario/shared/ui';
import { currentView, logoFromApi, MODES, nextLogoName, ratioOf, type EditorAction, type EditorState } from '../../../model';
import { PanelFrame } from './PanelFrame';

const ACCEPT = acceptOf('logo');

/** Pixel size of a picture file (SVG without a size reads as 0 × 0: treated as square). */
function pictureSize(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      resolve({ width: 0, height: 0 });
      URL.revokeObjectURL(url);
    };
    img.src = url;
  });
}

/** Mode 2: drop or pick a PNG, JPG or SVG; it is uploaded centred in the view's first print area, 10 cm high or less to fit. */
export function UploadPanel({ sampleId, state, dispatch }: { sampleId: number; state: EditorState; dispatch: (a: EditorAction) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const view = currentView(state);

  const upload = async (file: File) => {
    if (!view) return;
    setError(null);
    setProgress(0);
    const original = await pictureSize(file);
    const ratio = ratioOf(original.width, original.height);
    // Centred in the view's first print area, 10 cm high or smaller to fit it (issue 33).
    const place = newDecorationPlace(view, ratio, DEFAULT_LOGO_HEIGHT_CM);
    const form = new FormData();
    const fields: Record<string, string | number> = {
      logoTechnique: DEFAULT_LOGO_TECHNIQUE,
      logoName: nextLogoName(state),
      logoNotes: '',
      logoNotesOnColor: '',
      logoNotesOnPosition: '',
      heightCm: place.heightCm,
      widthCm: place.widthCm,
      rotateDegrees: 0,
      xPositionCm: place.xCm,
      yPositionCm: place.yCm,
    };
    if (original.width > 0 && original.height > 0) {
      fields.originalHeight = Math.round(original.height);
      fields.originalWidth = Math.round(original.width);
    }
    for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
    form.append('file', file);
    try {
      const logo = await uploadLogo(sampleId, view.id, form, { onProgress: (f) => setProgress(f * 100) });
      dispatch({ type: 'added', decoration: logoFromApi(logo) });
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 ? err.message : 'No se pudo subir el archivo. Revisa tu conexión e inténtalo de nuevo.');
    } finally {
      setProgress(null);
    }
  };

  return (
    <PanelFrame mode={MODES.upload} onBack={() => dispatch({ type: 'backToMenu' })}>
      <p className="ed:text-sm ed:text-gray-600">
        El logo se coloca al centro de la primera área de impresión de la vista <strong className="ed:font-semibold ed:text-gray-900">{view?.title}</strong>, con 10 cm de alto o menos si no cabe.
      </p>
      <FileDrop
        label="Logo"
        accept={ACCEPT}
        maxSize={FILE_KINDS.logo.maxBytes}
        onFiles={(files) => void upload(files[0]!)}
        progress={progress}
        error={error}
        disabled={progress !== null || state.readOnly}
        hint={LOGO_UPLOAD_HINT}
      />
      {progress !== null && (
        <p role="status" className="ed:text-sm ed:font-medium ed:text-primary-700">
          Cargando archivo
        </p>
      )}
    </PanelFrame>
  );
}
