import { useState } from 'react';
import { usePartnerPhoto } from '@muestrario/shared/api';
import { acceptOf, FILE_KINDS, FILE_MESSAGES, PARTNER_PHOTO_MESSAGES, PARTNER_PHOTO_NOTE } from '@muestrario/shared/domain';
import { Button, FileDrop } from '@muestrario/shared/ui';
import { failureText } from '../errors';
import { buildingUrl } from '../people/portrait';

/** What the file picker offers (the server still decides each file by its bytes). */
const PHOTO_ACCEPT = acceptOf('partnerPhoto');

/** A chosen file as a data URL, to show it before it is saved (nothing to revoke afterwards; at most 1 MB). */
async function dataUrlOf(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

export interface PhotoBlockProps {
  /** The saved partner's id; null on 'Nuevo socio' (the photo waits for the first save: `pending`). */
  partnerId: number | null;
  /** The partner's name, for the picture's alternative text. */
  name: string;
  /** The saved photo ('/api/files/…'), or null. */
  photoUrl: string | null;
  /** 'Nuevo socio': takes the photo chosen before the partner exists (sent right after it is created), or null. */
  onPending?: (file: File | null) => void;
  /** An error to show from the start (the photo of a just-created partner was refused). */
  initialError?: string | null;
  /** The user may not change partners: the photo is shown, with no way to change or remove it. */
  readOnly?: boolean;
}

/**
 * The partner's photo with 'Cambiar foto' (JPG, GIF or PNG up to 1 MB, through the shared file drop) and
 * 'Quitar foto'. A saved partner's photo is uploaded at once, with progress; on failure the previous
 * photo stays and the reason shows in an alert.
 */
export function PhotoBlock({ partnerId, name, photoUrl, onPending, initialError = null, readOnly = false }: PhotoBlockProps) {
  const photo = usePartnerPhoto();
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  const [preview, setPreview] = useState<string | null>(null);
  const busy = progress !== null || removing;
  const shown = partnerId === null ? preview : photoUrl;

  const onFiles = async ([file]: File[]) => {
    if (!file || busy) return;
    setError(null);
    if (partnerId === null) {
      onPending?.(file);
      setPreview(await dataUrlOf(file).catch(() => null));
      return;
    }
    setProgress(0);
    try {
      await photo.upload(partnerId, file, (fraction) => setProgress(fraction * 100));
    } catch (failure) {
      setError(failureText(failure, FILE_MESSAGES.uploadFailed));
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    setError(null);
    if (partnerId === null) {
      onPending?.(null);
      setPreview(null);
      return;
    }
    setRemoving(true);
    try {
      await photo.remove(partnerId);
    } catch (failure) {
      setError(failureText(failure, PARTNER_PHOTO_MESSAGES.removeFailed));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div className="bo:flex bo:items-start bo:gap-5 bo:lg:flex-col">
      {shown ? (
        <img
          src={shown}
          alt={name.trim() ? `Foto de ${name.trim()}` : 'Foto del socio'}
          width={96}
          height={96}
          className="bo:size-24 bo:shrink-0 bo:rounded-lg bo:bg-gray-50 bo:object-cover bo:ring-1 bo:ring-gray-200"
        />
      ) : (
        <div className="bo:relative bo:size-24 bo:shrink-0">
          <img src={buildingUrl('#94a3b8')} alt="" width={96} height={96} className="bo:size-24 bo:rounded-lg bo:ring-1 bo:ring-gray-200" />
          <span className="bo:absolute bo:inset-x-0 bo:bottom-0 bo:rounded-b-lg bo:bg-white/85 bo:py-0.5 bo:text-center bo:text-xs bo:text-gray-600">Sin foto</span>
        </div>
      )}
      {!readOnly && (
        <div className="bo:min-w-0 bo:flex-1 bo:lg:w-full bo:lg:flex-none">
          <FileDrop
            label="Foto del socio"
            compact
            instructions={
              <>
                <span className="bo:font-semibold bo:text-primary-700">Cambiar foto</span> o arrástrala aquí
              </>
            }
            hint={partnerId === null ? `${PARTNER_PHOTO_NOTE} ${PARTNER_PHOTO_MESSAGES.sentOnCreate}` : PARTNER_PHOTO_NOTE}
            accept={PHOTO_ACCEPT}
            maxSize={FILE_KINDS.partnerPhoto.maxBytes}
            onFiles={(files) => void onFiles(files)}
            progress={progress}
            error={error}
            disabled={busy}
          />
          {shown && (
            <Button variant="secondary" size="sm" className="bo:mt-3" disabled={busy} loading={removing} onClick={() => void remove()}>
              Quitar foto
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
