import { PRODUCTION_ORDER_STATUS_LABELS, type ProductionOrderStatus } from '@muestrario/shared/rules';
import { Badge } from '@muestrario/shared/ui';
import { STATUS_TONES } from './order-view';

/** A production order's status in its colour (order-view.ts STATUS_TONES). */
export function OrderStatusBadge({ status }: { status: ProductionOrderStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{PRODUCTION_ORDER_STATUS_LABELS[status]}</Badge>;
}

/** 'Atrasada': an open order past its planned end or promised date (the server says which are). */
export function LateBadge() {
  return <Badge tone="red">Atrasada</Badge>;
}

/** The order's progress: a labelled progress bar (role progressbar, 0–100) with the percentage written beside it. */
export function OrderProgress({ percent, label, className }: { percent: number; label: string; className?: string }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div className={`bo:flex bo:items-center bo:gap-2 ${className ?? ''}`}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value} %`}
        className="bo:h-2 bo:w-24 bo:shrink-0 bo:overflow-hidden bo:rounded-full bo:bg-gray-200"
      >
        <div className="bo:h-full bo:rounded-full bo:bg-primary-600" style={{ width: `${value}%` }} />
      </div>
      <span className="bo:text-sm bo:text-gray-700 bo:tabular-nums" aria-hidden="true">
        {value} %
      </span>
    </div>
  );
}
