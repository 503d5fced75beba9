import { lazy, Suspense } from 'react';
import { Spinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@muestrario/shared/ui';
import { logosInOrder, MODES, type EditorAction, type EditorState, type LogoDecoration } from '../../../model';

// The selected logo's threads and notes (the thread picker, the colour families, the forms) come when a
// logo is first selected, not with the canvas (issue 34).
const LogoDetailForm = lazy(() => import('./LogoDetailForm').then((m) => ({ default: m.LogoDetailForm })));

const ADD_TAB = 'agregar';

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
          <Suspense fallback={<Spinner label="Cargando el logo" />}>
            <LogoDetailForm key={selected.id} logo={selected} dispatch={dispatch} readOnly={state.readOnly} />
          </Suspense>
        </TabsContent>
      )}
    </Tabs>
  );
}
