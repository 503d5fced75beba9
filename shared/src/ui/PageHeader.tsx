import type { ReactNode } from 'react';
import { cx } from './cx';

export interface PageHeaderProps {
  title: ReactNode;
  /** Text under the title. */
  description?: ReactNode;
  /** Buttons or links on the right (below the title on phones). */
  actions?: ReactNode;
  /** Something above the title: a breadcrumb, an eyebrow text. */
  before?: ReactNode;
  className?: string;
}

/** The page's one h1, with an optional description and actions. */
export function PageHeader({ title, description, actions, before, className }: PageHeaderProps) {
  return (
    <header className={cx('ui:mb-6 ui:flex ui:flex-col ui:gap-4 ui:sm:flex-row ui:sm:items-end ui:sm:justify-between', className)}>
      <div className="ui:min-w-0">
        {before}
        <h1 className="ui:text-2xl ui:font-bold ui:tracking-tight ui:text-gray-900 ui:sm:text-3xl">{title}</h1>
        {description && <div className="ui:mt-1 ui:text-sm ui:text-gray-600">{description}</div>}
      </div>
      {actions && <div className="ui:flex ui:shrink-0 ui:flex-wrap ui:gap-3">{actions}</div>}
    </header>
  );
}
