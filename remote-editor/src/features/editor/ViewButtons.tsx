import { garmentViewUrl } from '@muestrario/shared/api';
import { cx } from '@muestrario/shared/ui';
import { countsByView, type EditorAction, type EditorState } from '../../model';

/** The garment's views, each with a badge counting its logos and texts (room around them, so a scrolling row never clips a badge). */
export function ViewButtons({ state, dispatch, garmentColor }: { state: EditorState; dispatch: (a: EditorAction) => void; garmentColor: string }) {
  const counts = countsByView(state);
  if (!state.views.length) return null;
  return (
    <nav aria-label="Vistas de la prenda" className="ed:flex ed:gap-2 ed:-mx-2 ed:overflow-x-auto ed:px-2 ed:pt-2 ed:pb-1 ed:xl:mx-0 ed:xl:flex-col ed:xl:overflow-visible ed:xl:px-0 ed:xl:pt-2 ed:xl:pb-0">
      {state.views.map((view) => {
        const count = counts.get(view.id) ?? 0;
        const active = view.id === state.viewId;
        return (
          <button
            key={view.id}
            type="button"
            aria-pressed={active}
            onClick={() => dispatch({ type: 'viewSelected', viewId: view.id })}
            className={cx(
              'ed:relative ed:flex ed:w-20 ed:shrink-0 ed:cursor-pointer ed:flex-col ed:items-center ed:gap-1 ed:rounded-lg ed:bg-white ed:p-1.5 ed:ring-1',
              'ed:focus-visible:outline-2 ed:focus-visible:outline-offset-2 ed:focus-visible:outline-primary-600',
              active ? 'ed:ring-2 ed:ring-primary-600' : 'ed:ring-gray-200 ed:hover:ring-gray-300',
            )}
          >
            <img src={garmentViewUrl(view.image, garmentColor)} alt="" className="ed:size-14" />
            <span
              title={view.title}
              className={cx('ed:w-full ed:truncate ed:text-center ed:text-xs', active ? 'ed:font-semibold ed:text-primary-700' : 'ed:text-gray-600')}
            >
              {view.title}
            </span>
            <span
              className={cx(
                'ed:absolute ed:-top-1.5 ed:-right-1.5 ed:flex ed:size-5 ed:items-center ed:justify-center ed:rounded-full ed:text-[11px] ed:font-semibold',
                count ? 'ed:bg-primary-600 ed:text-white' : 'ed:bg-gray-200 ed:text-gray-600',
              )}
            >
              {count}
              <span className="ed:sr-only"> {count === 1 ? 'elemento' : 'elementos'}</span>
            </span>
          </button>
        );
      })}
    </nav>
  );
}
