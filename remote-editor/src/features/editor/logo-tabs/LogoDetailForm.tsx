import { Field } from '@muestrario/shared/ui';
import type { EditorAction, LogoDecoration } from '../../../model';
import { DraftTextarea } from '../panels/fields';
import { LogoColours } from './LogoColours';
import { PantonePicker } from './PantonePicker';

type NoteField = 'notesOnColor' | 'notesOnPosition' | 'notes';
const NOTES: { field: NoteField; label: string }[] = [
  { field: 'notesOnColor', label: 'Notas del color' },
  { field: 'notesOnPosition', label: 'Notas de posicion' },
  { field: 'notes', label: 'Notas Generales' },
];

/** The selected logo's threads and notes ('Alto en cm' and 'Rotación' are in the 'Editar Logo' panel, in sight beside the canvas). */
export function LogoDetailForm({ logo, dispatch, readOnly }: { logo: LogoDecoration; dispatch: (a: EditorAction) => void; readOnly: boolean }) {
  return (
    <div className="ed:grid ed:gap-6 ed:lg:grid-cols-2">
      <div className="ed:flex ed:min-w-0 ed:flex-col ed:gap-4">
        <LogoColours logo={logo} disabled={readOnly} onAdd={(threadId) => dispatch({ type: 'pantoneAdded', id: logo.id, threadId })} />
        <PantonePicker
          chosen={logo.pantones}
          disabled={readOnly}
          onAdd={(threadId) => dispatch({ type: 'pantoneAdded', id: logo.id, threadId })}
          onRemove={(threadId) => dispatch({ type: 'pantoneRemoved', id: logo.id, threadId })}
        />
      </div>
      <div className="ed:flex ed:flex-col ed:gap-4">
        {NOTES.map(({ field, label }) => (
          <Field key={field} label={label}>
            <DraftTextarea value={logo[field]} disabled={readOnly} onCommit={(value) => dispatch({ type: 'logoEdited', id: logo.id, fields: { [field]: value } })} />
          </Field>
        ))}
      </div>
    </div>
  );
}
