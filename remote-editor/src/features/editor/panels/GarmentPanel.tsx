import { ApiError, dashboardSamplesKey, patchSample, sampleKey } from '@muestrario/shared/api';
import type { PatchSampleBody, SampleDetail } from '@muestrario/shared/contract';
import { DEFAULT_CANVAS_COLOR, FABRICS, SAMPLE_ON_OPTIONS } from '@muestrario/shared/domain';
import { Button, Field, Select, useToast } from '@muestrario/shared/ui';
import { useSWRConfig } from 'swr';
import { MODES, type EditorAction } from '../../../model';
import { ColorField } from './ColorField';
import { DraftTextarea } from './fields';
import { PanelFrame } from './PanelFrame';

const SAMPLE_ON = SAMPLE_ON_OPTIONS.map((o) => ({ value: o, label: o }));
const FABRIC_OPTIONS = FABRICS.map((f) => ({ value: f, label: f }));

/** Saves garment-panel fields and refreshes the sample everywhere; a failure is shown, the screen keeps the value. */
export function useSaveSample(sample: SampleDetail) {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  return async (body: PatchSampleBody) => {
    try {
      const next = await patchSample(sample.sampleId, body);
      await mutate(sampleKey(sample.sampleId), next, { revalidate: false });
      void mutate(dashboardSamplesKey);
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError && error.status < 500 ? error.message : 'No se pudo guardar. Revisa tu conexión e inténtalo de nuevo.');
      return false;
    }
  };
}

/** Mode 7: garment, 'Muestra sobre', colours, canvas fabric (only on Lienzo) and notes, saved as each field is left. */
export function GarmentPanel({
  sample,
  garmentTitle,
  dispatch,
  readOnly,
}: {
  sample: SampleDetail;
  garmentTitle: string | null;
  dispatch: (a: EditorAction) => void;
  readOnly: boolean;
}) {
  const save = useSaveSample(sample);
  const onCanvas = sample.sampleOn === 'Lienzo';
  return (
    <PanelFrame mode={MODES.garmentInfo} onBack={() => dispatch({ type: 'backToMenu' })}>
      <div className="ed:flex ed:items-center ed:justify-between ed:gap-3 ed:rounded-lg ed:bg-gray-50 ed:px-3 ed:py-2.5 ed:ring-1 ed:ring-gray-200">
        <div className="ed:min-w-0">
          <p className="ed:text-xs ed:text-gray-500">Prenda</p>
          <p className="ed:truncate ed:text-sm ed:font-semibold ed:text-gray-900">{garmentTitle ?? 'Sin prenda elegida'}</p>
        </div>
        {!readOnly && (
          <Button variant="secondary" size="sm" onClick={() => dispatch({ type: 'chooserOpened' })}>
            Cambiar
          </Button>
        )}
      </div>
      <Field label="Muestra sobre">
        <Select
          options={SAMPLE_ON}
          value={sample.sampleOn}
          disabled={readOnly}
          onChange={(e) => {
            const sampleOn = e.target.value as SampleDetail['sampleOn'];
            void save(sampleOn === 'Lienzo' ? { sampleOn } : { sampleOn, sampleCanvas: '', canvasColor: DEFAULT_CANVAS_COLOR });
          }}
        />
      </Field>
      <ColorField
        label="Color de la prenda"
        value={sample.clothingColor.replace('#', '')}
        disabled={readOnly}
        onCommit={(hex) => void save({ clothingColor: `#${hex}` })}
      />
      {onCanvas && (
        <>
          <Field label="Tipo de lienzo">
            <Select
              options={FABRIC_OPTIONS}
              placeholder="Selecciona una tela"
              value={sample.sampleCanvas}
              disabled={readOnly}
              onChange={(e) => void save({ sampleCanvas: e.target.value as PatchSampleBody['sampleCanvas'] })}
            />
          </Field>
          <ColorField
            label="Color del lienzo"
            value={sample.canvasColor.replace('#', '')}
            disabled={readOnly}
            onCommit={(hex) => void save({ canvasColor: `#${hex}` })}
          />
        </>
      )}
      <Field label="Notas de la muestra">
        <DraftTextarea rows={3} value={sample.sampleNotes} disabled={readOnly} onCommit={(sampleNotes) => void save({ sampleNotes })} />
      </Field>
    </PanelFrame>
  );
}
