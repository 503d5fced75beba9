import { cx } from './cx';

export interface SpinnerProps {
  /** Read by screen readers; '' hides the spinner from them (when a visible text says it already). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'ui:size-4', md: 'ui:size-6', lg: 'ui:size-10' } as const;

export function Spinner({ label = 'Cargando', size = 'md', className }: SpinnerProps) {
  const icon = (
    <svg className={cx('ui:animate-spin', SIZES[size], className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="ui:opacity-25" />
      <path fill="currentColor" className="ui:opacity-75" d="M4 12a8 8 0 0 1 8-8v4a4 4 0 0 0-4 4H4z" />
    </svg>
  );
  if (!label) return icon;
  return (
    <span role="status" className="ui:inline-flex ui:items-center">
      {icon}
      <span className="ui:sr-only">{label}</span>
    </span>
  );
}
