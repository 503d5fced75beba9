import type { ReactNode } from 'react';
import { cx } from './cx';

/** A red message box announced to screen readers (role="alert"). */
export function ErrorAlert({ title, children, action, className }: { title: string; children?: ReactNode; action?: ReactNode; className?: string }) {
  return (
    <div role="alert" className={cx('ui:flex ui:gap-3 ui:rounded-md ui:border ui:border-red-200 ui:bg-red-50 ui:p-4', className)}>
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="ui:size-5 ui:shrink-0 ui:text-red-500">
        <path fillRule="evenodd" clipRule="evenodd" d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM8.28 7.22a.75.75 0 0 0-1.06 1.06L8.94 10l-1.72 1.72a.75.75 0 1 0 1.06 1.06L10 11.06l1.72 1.72a.75.75 0 1 0 1.06-1.06L11.06 10l1.72-1.72a.75.75 0 0 0-1.06-1.06L10 8.94 8.28 7.22z" />
      </svg>
      <div className="ui:min-w-0 ui:text-sm">
        <p className="ui:font-semibold ui:text-red-800">{title}</p>
        {children && <div className="ui:mt-1 ui:text-red-700">{children}</div>}
        {action && <div className="ui:mt-3">{action}</div>}
      </div>
    </div>
  );
}
