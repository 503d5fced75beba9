import { memo, useCallback, useEffect, useRef, useState } from 'react';
import type { EditorView } from '../../../model';
import { garmentViewUrl } from '@muestrario/shared/api';
import { canvasScale } from '@muestrario/shared/rules';
import { FabricPiece } from '@muestrario/shared/ui';
import { areaUnder, currentView, decorationsOfView, type DecorationId, type EditorAction, type EditorState } from '../../../model';
import { DecorationItem } from './DecorationItem';
import { LiveDrag, useLiveDrag } from './live-drag';
import { loadRndWhenIdle, startRnd } from './rnd';
import { PrintAreas as PrintAreasView } from './PrintAreas';

const PrintAreas = memo(PrintAreasView);

interface Props {
  state: EditorState;
  dispatch: (action: EditorAction) => void;
  garmentColor: string;
  /** The sample is on 'Lienzo': its fabric and colour are drawn instead of the garment. */
  lienzo?: { fabric: string; color: string };
}

/** Width of an element, followed as it changes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The square canvas: the tinted garment view (or, on 'Lienzo', the fabric piece with the garment view
 * available as a faint placement reference), its decorations, and the print zones while dragging.
 */
export function DesignCanvas({ state, dispatch, garmentColor, lienzo }: Props) {
  const [ref, size] = useWidth<HTMLDivElement>();
  const [reference, setReference] = useState(false);
  const [liveDrag] = useState(() => new LiveDrag());
  const view = currentView(state);
  const scale = view ? canvasScale(view.widthCm, size) : 0;

  const onSelect = useCallback((id: DecorationId) => dispatch({ type: 'selected', id }), [dispatch]);
  const onMoved = useCallback((id: DecorationId, xCm: number, yCm: number) => dispatch({ type: 'moved', id, xCm, yCm }), [dispatch]);
  const onResized = useCallback(
    (id: DecorationId, xCm: number, yCm: number, widthCm: number) => dispatch({ type: 'resized', id, xCm, yCm, widthCm }),
    [dispatch],
  );
  // react-rnd after the canvas has painted (or when a pointer comes over it): see ./rnd.ts.
  const readOnly = state.readOnly;
  useEffect(() => (readOnly ? undefined : loadRndWhenIdle()), [readOnly]);

  return (
    <div
      ref={ref}
      role="region"
      aria-label="Lienzo de diseño"
      data-scale={scale}
      className="ed:relative ed:aspect-square ed:w-full ed:touch-none ed:overflow-hidden ed:rounded-lg ed:bg-white ed:ring-1 ed:ring-gray-200"
      onPointerOver={readOnly ? undefined : startRnd}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget || (event.target as HTMLElement).dataset.background) dispatch({ type: 'canvasBackgroundClicked' });
      }}
    >
      {!state.hasGarment ? (
        <div className="ed:flex ed:size-full ed:flex-col ed:items-center ed:justify-center ed:gap-3 ed:bg-gray-50 ed:p-6 ed:text-center">
          {state.readOnly ? (
            // Nothing here can be chosen by this user: say what there is, not what to do.
            <p className="ed:text-base ed:font-semibold ed:text-gray-900">Aún no se eligió una prenda</p>
          ) : (
            <>
              <p className="ed:text-base ed:font-semibold ed:text-gray-900">Elige una prenda para iniciar</p>
              <p className="ed:text-sm ed:text-gray-500">Usa cualquier opción del menú o el botón «Elegir prenda».</p>
            </>
          )}
        </div>
      ) : (
        view && (
          <>
            {lienzo && <FabricPiece fabric={lienzo.fabric} color={lienzo.color} />}
            {(!lienzo || reference) && (
              <img
                src={garmentViewUrl(view.image, garmentColor)}
                alt={lienzo ? `Referencia: vista ${view.title}` : `Vista ${view.title}`}
                data-background="true"
                draggable={false}
                className={`ed:absolute ed:inset-0 ed:size-full ed:select-none ${lienzo ? 'ed:opacity-35 ed:mix-blend-multiply' : ''}`}
              />
            )}
            {lienzo && (
              <button
                type="button"
                aria-pressed={reference}
                onClick={() => setReference((r) => !r)}
                className="ed:absolute ed:top-2 ed:right-2 ed:z-[70] ed:cursor-pointer ed:rounded-md ed:bg-white/90 ed:px-2 ed:py-1 ed:text-xs ed:font-medium ed:text-gray-700 ed:shadow-sm ed:ring-1 ed:ring-gray-300 ed:hover:bg-white ed:focus-visible:outline-2 ed:focus-visible:outline-primary-600"
              >
                Prenda de referencia
              </button>
            )}
            <DragZones store={liveDrag} state={state} view={view} canvasPx={size} />
            {scale > 0 &&
              decorationsOfView(state, view.id).map((d) => (
                <DecorationItem
                  key={d.id}
                  decoration={d}
                  scale={scale}
                  selected={d.id === state.selectedId}
                  readOnly={state.readOnly}
                  onSelect={onSelect}
                  onDragging={liveDrag.set}
                  onMoved={onMoved}
                  onResized={onResized}
                />
              ))}
          </>
        )
      )}
    </div>
  );
}

/** While a decoration is dragged: the view's print zones, the one under it highlighted, and a caption. */
function DragZones({ store, state, view, canvasPx }: { store: LiveDrag; state: EditorState; view: EditorView; canvasPx: number }) {
  const live = useLiveDrag(store);
  if (!live) return null;
  const dragged = state.doc.decorations.find((d) => d.id === live.id);
  const active = dragged ? areaUnder({ ...dragged, xCm: live.xCm, yCm: live.yCm }, view) : undefined;
  return (
    <>
      <PrintAreas areas={view.areas} canvasPx={canvasPx} activeId={active?.id} />
      <p aria-live="polite" className="ed:absolute ed:right-2 ed:bottom-2 ed:z-[60] ed:rounded ed:bg-gray-900/80 ed:px-2 ed:py-1 ed:text-xs ed:text-white">
        {active ? `Zona: ${active.title}` : 'Fuera de las zonas de impresión'}
      </p>
    </>
  );
}
