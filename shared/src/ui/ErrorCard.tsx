import type { ReactNode } from 'react';
import { Button } from './Button';
import { RefreshIcon } from './icons';

/** 'Reintentar': the primary action of an error card; `busy` shows a spinner while the retry runs. */
export function RetryButton({ onClick, busy = false }: { onClick: () => void; busy?: boolean }) {
  return (
    <Button onClick={onClick} loading={busy}>
      {!busy && <RefreshIcon className="ui:size-4" />}
      Reintentar
    </Button>
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

/** The one look of every error state that replaces a page or a section: icon, title, message, actions. */
export function ErrorCard({ icon, title, message, actions, level = 1, headingId }: ErrorCardProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="ui:w-full ui:max-w-md ui:rounded-lg ui:border ui:border-gray-200 ui:bg-white ui:p-8 ui:text-center ui:shadow-sm">
      {icon}
      <Heading id={headingId} className="ui:mt-3 ui:text-lg ui:font-semibold ui:text-gray-900">
        {title}
      </Heading>
      <p role="alert" className="ui:mt-2 ui:text-sm ui:text-gray-600">
        {message}
      </p>
      <div className="ui:mt-6 ui:flex ui:justify-center ui:gap-3">{actions}</div>
    </div>
  );
}
