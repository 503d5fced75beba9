import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Padding inside the card; 'none' for tables that run to the edges. */
  padding?: 'none' | 'md';
  children: ReactNode;
}

/** White panel with a subtle border on the gray page. */
export function Card({ padding = 'md', className, children, ...rest }: CardProps) {
  return (
    <div
      className={cx(
        'ui:rounded-lg ui:border ui:border-gray-200 ui:bg-white ui:shadow-xs',
        padding === 'md' && 'ui:p-4 ui:sm:p-6',
        className,
      )}
      {...rest}
    >
      {children}
    </div>
  );
}
