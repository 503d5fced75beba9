import { Field, Tabs, TabsContent, TabsList, TabsTrigger } from '@muestrario/shared/ui';
import { logosInOrder, MODES, type EditorAction, type EditorState, type LogoDecoration } from '../../../model';
import { DraftTextarea } from '../panels/fields';
import { LogoColours } from './LogoColours';
import { PantonePicker } from './PantonePicker';

const ADD_TAB = 'agregar';

type NoteField = 'notesOnColor' | 'notesOnPosition' | 'notes';
const NOTES: { field: NoteField; label: string }[] = [
  { field: 'notesOnColor', label: 'Notas del color' },
  { field: 'notesOnPosition', label: 'Notas de posicion' },
  { field: 'notes', label: 'Notas Generales' },
];

/** Below the canvas: one tab per logo plus an add tab, with the selected logo's threads and notes. */
export function LogoTabs({ state, dispatch }: { state: EditorState; dispatch: (a: EditorAction) => void }) {
  const logos = logosInOrder(state);
  const selected = logos.find((l) => l.id === state.selectedId);
  const openUpload = () => dispatch({ type: 'panelOpened', mode: MODES.upload });
  return (
    <Tabs
      value={selected?.id ?? ''}
      onValueChange={(value) => {
        if (value === ADD_TAB) openUpload();
        else dispatch({ type: 'selected', id: value as LogoDecoration['id'] });
      }}
      className="ed:rounded-lg ed:bg-white ed:px-4 ed:ring-1 ed:ring-gray-200 ed:sm:px-6"
    >
      <TabsList aria-label="Logos de la muestra" className="ed:overflow-x-auto">
        {logos.map((logo) => (
          <TabsTrigger key={logo.id} value={logo.id}>
            {logo.name}
          </TabsTrigger>
        ))}
        {!state.readOnly && (
          <TabsTrigger value={ADD_TAB} aria-label="Agregar logo">
            + Agregar
          </TabsTrigger>
        )}
      </TabsList>
      {!selected && (
        <p className="ed:py-6 ed:text-sm ed:text-gray-600">
          Haz click en un logo para comenzar a editar su información
          {!state.readOnly && state.hasGarment && (
            <>
              {' '}
              o{' '}
              <button type="button" onClick={openUpload} className="ed:cursor-pointer ed:font-semibold ed:text-primary-700 ed:underline ed:hover:text-primary-600">
                sube un logo
              </button>
            </>
          )}
          .
        </p>
      )}
      {selected && (
        <TabsContent value={selected.id} className="ed:pb-6">
          <LogoDetailForm key={selected.id} logo={selected} dispatch={dispatch} readOnly={state.readOnly} />
        </TabsContent>
      )}
    </Tabs>
  );
}

/** The selected logo's threads and notes ('Alto en cm' and 'Rotación' are in the 'Editar Logo' panel, in sight beside the canvas). */
function LogoDetailForm({ logo, dispatch, readOnly }: { logo: LogoDecoration; dispatch: (a: EditorAction) => void; readOnly: boolean }) {
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
