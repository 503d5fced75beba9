import { cx } from './cx';
import { Spinner } from './Spinner';

/** A page or section that is loading: a spinner and a visible label, announced as a status. */
export function LoadingBlock({ label = 'Cargando', className = 'ui:min-h-64' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cx('ui:flex ui:items-center ui:justify-center ui:gap-3 ui:text-sm ui:text-gray-500', className)}>
      <Spinner size="md" label="" className="ui:text-primary-600" />
      <span>{label}…</span>
    </div>
  );
}
