import type { ReactNode } from 'react';
import { RefreshIcon } from './icons';
import { Spinner } from './Spinner';

/** Primary action of an error card ('Reintentar'). */
export const primaryButtonClass =
  'inline-flex items-center gap-2 rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:bg-indigo-400';

export function RetryButton({ onClick, busy = false }: { onClick: () => void; busy?: boolean }) {
  return (
    <button type="button" disabled={busy} onClick={onClick} className={primaryButtonClass}>
      {busy ? <Spinner className="size-4" /> : <RefreshIcon className="size-4" />}
      Reintentar
    </button>
  );
}

export interface ErrorCardProps {
  icon: ReactNode;
  title: string;
  /** The explanation, read out as an alert. */
  message: string;
  /** Buttons or links under the message. */
  actions: ReactNode;
  /** h1 for a whole page, h2 for a section inside a layout. */
  level?: 1 | 2;
  /** Id of the heading, for a surrounding landmark's aria-labelledby. */
  headingId?: string;
}

/** The one look of every host error state: a white card with an icon, a title, a message and actions. */
export function ErrorCard({ icon, title, message, actions, level = 1, headingId }: ErrorCardProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="w-full max-w-md rounded-lg border border-gray-200 bg-white p-8 text-center shadow-sm">
      {icon}
      <Heading id={headingId} className="mt-3 text-lg font-semibold text-gray-900">{title}</Heading>
      <p role="alert" className="mt-2 text-sm text-gray-600">
        {message}
      </p>
      <div className="mt-6 flex justify-center gap-3">{actions}</div>
    </div>
  );
}
