import type { ReactNode } from 'react';
import { cx } from './cx';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A button or link. */
  action?: ReactNode;
  icon?: ReactNode;
  /** Heading level of the title inside the page. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

function DefaultIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="ui:size-10" aria-hidden="true">
      <path strokeLinecap="round" strokeLinejoin="round" d="M20.25 7.5l-.625 10.632a2.25 2.25 0 0 1-2.247 2.118H6.622a2.25 2.25 0 0 1-2.247-2.118L3.75 7.5M10 11.25h4M3.375 7.5h17.25c.621 0 1.125-.504 1.125-1.125v-1.5c0-.621-.504-1.125-1.125-1.125H3.375c-.621 0-1.125.504-1.125 1.125v1.5c0 .621.504 1.125 1.125 1.125z" />
    </svg>
  );
}

/** A centred message for 'nothing here (yet)': empty lists, pages under construction. */
export function EmptyState({ title, description, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h2';
  return (
    <div className={cx('ui:flex ui:flex-col ui:items-center ui:px-6 ui:py-12 ui:text-center', className)}>
      <div className="ui:mb-4 ui:flex ui:size-16 ui:items-center ui:justify-center ui:rounded-full ui:bg-gray-100 ui:text-gray-400">
        {icon ?? <DefaultIcon />}
      </div>
      <Heading className="ui:text-base ui:font-semibold ui:text-gray-900">{title}</Heading>
      {description && <p className="ui:mt-1 ui:max-w-md ui:text-sm ui:text-gray-500">{description}</p>}
      {action && <div className="ui:mt-6">{action}</div>}
    </div>
  );
}
