import type { ReactNode } from 'react';
import { MODE_TITLES, type PanelMode } from '../../../model';

/** A panel mode: its spec title and, outside the menu, a way back to it. */
export function PanelFrame({ mode, onBack, children, actions }: { mode: PanelMode; onBack?: () => void; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-labelledby="editor-panel-title" className="ed:flex ed:flex-col ed:gap-5">
      <div className="ed:flex ed:items-center ed:gap-2">
        {onBack && (
          <button
            type="button"
            onClick={onBack}
            aria-label="Volver al menú"
            className="ed:-ml-1 ed:cursor-pointer ed:rounded-md ed:p-1 ed:text-gray-500 ed:hover:bg-gray-100 ed:hover:text-gray-900 ed:focus-visible:outline-2 ed:focus-visible:outline-primary-600"
          >
            <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="ed:size-5">
              <path fillRule="evenodd" d="M11.78 5.22a.75.75 0 0 1 0 1.06L8.06 10l3.72 3.72a.75.75 0 1 1-1.06 1.06l-4.25-4.25a.75.75 0 0 1 0-1.06l4.25-4.25a.75.75 0 0 1 1.06 0Z" clipRule="evenodd" />
            </svg>
          </button>
        )}
        <h2 id="editor-panel-title" className="ed:flex-1 ed:text-lg ed:font-semibold ed:text-gray-900">
          {MODE_TITLES[mode]}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
