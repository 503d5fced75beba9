import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, dashboardSamplesKey, patchSampleProject, sampleKey, searchClients } from '@muestrario/shared/api';
import type { ClientSearchResult, PatchProjectBody, SampleDetail } from '@muestrario/shared/contract';
import { NEW_SAMPLE_MAX_CHARS } from '@muestrario/shared/domain';
import { DEPARTMENT_LABEL, DUE_DATE_MESSAGE, tomorrowLocal } from '@muestrario/shared/rules';
import { Combobox, cx, Field, TextInput, useToast } from '@muestrario/shared/ui';
import { MODES, projectInfoErrors, type EditorAction } from '../../../model';
import { useDraftText } from '../drafts/useDraftText';
import { PanelFrame } from './PanelFrame';

/** The earliest due date: tomorrow where the user is (the creation rule; the server checks it too). */
const minDueDate = () => tomorrowLocal(new Date());

/** Mode 8: project name, due date and client; each saved when valid and left; invalid fields turn red. */
export function ProjectPanel({ sample, dispatch, readOnly }: { sample: SampleDetail; dispatch: (a: EditorAction) => void; readOnly: boolean }) {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [dueDate, setDueDate] = useState(sample.dueDate);

  const save = async (body: PatchProjectBody) => {
    try {
      const next = await patchSampleProject(sample.sampleId, body);
      await mutate(sampleKey(sample.sampleId), next, { revalidate: false });
      void mutate(dashboardSamplesKey);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status < 500 ? error.message : 'No se pudo guardar. Revisa tu conexión e inténtalo de nuevo.');
    }
  };

  // The name is saved on a short debounce and when left; a blank name is not saved (the field turns red, then goes back).
  const name = useDraftText(sample.sampleName, (text) => {
    const sampleName = text.trim();
    if (!sampleName) return false;
    if (sampleName !== sample.sampleName) void save({ sampleName });
  });
  // The department may be emptied (the client's is shown again in lists).
  const department = useDraftText(sample.department ?? '', (text) => {
    if (text.trim() !== (sample.department ?? '')) void save({ department: text.trim() });
  });
  const errors = projectInfoErrors({ sampleName: name.value, dueDate, cardCode: sample.cardCode }, minDueDate());

  return (
    <PanelFrame mode={MODES.projectInfo} onBack={() => dispatch({ type: 'backToMenu' })}>
      <Field label="Nombre del proyecto" invalid={errors.sampleName}>
        <TextInput {...name} maxLength={120} disabled={readOnly} />
      </Field>
      <Field label={DEPARTMENT_LABEL} hint="El área del cliente que usará la prenda.">
        <TextInput {...department} maxLength={NEW_SAMPLE_MAX_CHARS.department} disabled={readOnly} />
      </Field>
      <Field label="Fecha compromiso" error={errors.dueDate ? DUE_DATE_MESSAGE : undefined} id="editor-due-date">
        <div className="ed:relative">
          <input
            id="editor-due-date"
            type="date"
            value={dueDate}
            min={minDueDate()}
            disabled={readOnly}
            aria-invalid={errors.dueDate || undefined}
            aria-describedby={errors.dueDate ? 'editor-due-date-error' : undefined}
            onChange={(e) => setDueDate(e.target.value)}
            onBlur={() => {
              if (!errors.dueDate && dueDate !== sample.dueDate) void save({ dueDate });
            }}
            className={cx(
              'ed:block ed:w-full ed:rounded-md ed:bg-white ed:px-3 ed:py-2 ed:text-base ed:text-gray-900 ed:outline-1 ed:-outline-offset-1 ed:sm:text-sm/6 ed:focus:outline-2 ed:focus:-outline-offset-2',
              errors.dueDate ? 'ed:outline-red-300 ed:focus:outline-red-600' : 'ed:outline-gray-300 ed:focus:outline-primary-600',
            )}
          />
        </div>
      </Field>
      <Field label="Cliente" invalid={errors.cardCode} hint={`Actual: ${sample.cardName}`}>
        <Combobox<ClientSearchResult>
          search={searchClients}
          getKey={(c) => c.cardCode}
          getLabel={(c) => c.cardName}
          defaultQuery={sample.cardName}
          placeholder="Busca por nombre o RFC"
          disabled={readOnly}
          onSelect={(client) => {
            if (client.cardCode !== sample.cardCode) void save({ cardCode: client.cardCode });
          }}
        />
      </Field>
    </PanelFrame>
  );
}
