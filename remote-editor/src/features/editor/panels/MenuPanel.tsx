import { Button } from '@muestrario/shared/ui';
import { MENU_TILES, MODES, type EditorAction, type EditorState, type PanelMode } from '../../../model';
import { PanelFrame } from './PanelFrame';

const ICONS: Partial<Record<PanelMode, string>> = {
  [MODES.projectInfo]: 'M9 12h6m-6 4h6m2 5H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h5.586a1 1 0 0 1 .707.293l5.414 5.414a1 1 0 0 1 .293.707V19a2 2 0 0 1-2 2Z',
  [MODES.garmentInfo]: 'M8 3 4 6l2 4 2-1v12h8V9l2 1 2-4-4-3h-2a2 2 0 0 1-4 0H8Z',
  [MODES.upload]: 'M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M12 4v12m0-12-4 4m4-4 4 4',
  [MODES.addText]: 'M5 6V4h14v2M12 4v16m-3 0h6',
};

/** Mode 1: the four tiles and the chosen garment with 'Cambiar'. */
export function MenuPanel({ state, dispatch, garmentTitle }: { state: EditorState; dispatch: (a: EditorAction) => void; garmentTitle: string | null }) {
  return (
    <PanelFrame mode={MODES.menu}>
      <div className="ed:flex ed:items-center ed:justify-between ed:gap-3 ed:rounded-lg ed:bg-gray-50 ed:px-3 ed:py-2.5 ed:ring-1 ed:ring-gray-200">
        <div className="ed:min-w-0">
          <p className="ed:text-xs ed:text-gray-500">Prenda</p>
          <p className="ed:truncate ed:text-sm ed:font-semibold ed:text-gray-900">{garmentTitle ?? 'Sin prenda elegida'}</p>
        </div>
        {!state.readOnly && (
          <Button variant="secondary" size="sm" onClick={() => dispatch({ type: 'chooserOpened' })}>
            {garmentTitle ? 'Cambiar' : 'Elegir prenda'}
          </Button>
        )}
      </div>
      <ul className="ed:grid ed:grid-cols-2 ed:gap-3">
        {MENU_TILES.map((tile) => (
          <li key={tile.mode}>
            <button
              type="button"
              disabled={state.readOnly && (tile.mode === MODES.upload || tile.mode === MODES.addText)}
              onClick={() => dispatch({ type: 'panelOpened', mode: tile.mode })}
              className="ed:flex ed:h-full ed:w-full ed:cursor-pointer ed:flex-col ed:items-start ed:gap-2 ed:rounded-lg ed:bg-white ed:p-3 ed:text-left ed:ring-1 ed:ring-gray-200 ed:transition ed:hover:ring-primary-400 ed:focus-visible:outline-2 ed:focus-visible:outline-primary-600 ed:disabled:cursor-not-allowed ed:disabled:opacity-50"
            >
              <span className="ed:flex ed:size-9 ed:items-center ed:justify-center ed:rounded-md ed:bg-primary-50 ed:text-primary-700">
                <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="ed:size-5">
                  <path d={ICONS[tile.mode]} />
                </svg>
              </span>
              <span className="ed:text-sm ed:font-semibold ed:text-gray-900">{tile.label}</span>
              <span className="ed:text-xs ed:text-gray-500">{tile.description}</span>
            </button>
          </li>
        ))}
      </ul>
      {state.hasGarment && !state.readOnly && (
        <p className="ed:text-xs ed:leading-5 ed:text-gray-500">
          Arrastra los logos y textos sobre la prenda. Flechas: mover 1 mm (Mayús: 1 cm) · Supr: eliminar · Ctrl+Z / Ctrl+Mayús+Z: deshacer y
          rehacer.
        </p>
      )}
    </PanelFrame>
  );
}
