import { Link } from 'react-router';
import type { BoardOperation } from '@muestrario/shared/contract';
import { paths } from '@muestrario/shared/routes';
import { formatInteger, OPERATION_STATUS_LABELS } from '@muestrario/shared/rules';
import { Badge, Button, type BadgeTone } from '@muestrario/shared/ui';

const STATUS_TONES: Record<BoardOperation['status'], BadgeTone> = { pending: 'gray', in_progress: 'primary', done: 'green' };

/** 'OF-00012 · Bordado · Pecho izquierdo': how a 'Mover' button and the dialog name an operation. */
export const operationName = (operation: BoardOperation): string => `${operation.orderFolio} · ${operation.label}`;

/** '120 piezas' / '1 pieza'. */
export const piecesText = (pieces: number): string => `${formatInteger(pieces)} ${pieces === 1 ? 'pieza' : 'piezas'}`;

/** The operation's status, and 'Atrasada' when its order is late (a word, not only a colour). */
export function OperationBadges({ operation }: { operation: BoardOperation }) {
  return (
    <span className="bo:flex bo:flex-wrap bo:gap-1">
      <Badge tone={STATUS_TONES[operation.status]}>{OPERATION_STATUS_LABELS[operation.status]}</Badge>
      {operation.late && <Badge tone="red">Atrasada</Badge>}
    </span>
  );
}

/** One operation in a board cell or the 'Sin planear' list: its order, client, what, how long, status. */
export function OperationCard({ operation, onMove }: { operation: BoardOperation; onMove: ((operation: BoardOperation) => void) | undefined }) {
  return (
    <article
      aria-label={operationName(operation)}
      className={`bo:rounded-md bo:border bo:bg-white bo:p-2 bo:text-xs bo:shadow-xs ${operation.late ? 'bo:border-l-4 bo:border-red-300 bo:border-l-red-600' : 'bo:border-gray-200'}`}
    >
      <div className="bo:flex bo:items-start bo:justify-between bo:gap-2">
        <Link to={paths.productionOrder(operation.orderId)} className="bo:font-semibold bo:text-primary-700 bo:underline-offset-2 bo:hover:underline">
          {operation.orderFolio}
        </Link>
        <span className="bo:whitespace-nowrap bo:text-gray-700">{formatInteger(operation.minutes)} min</span>
      </div>
      <p className="bo:mt-0.5 bo:truncate bo:text-gray-900" title={operation.clientName}>
        {operation.clientName}
      </p>
      <p className="bo:text-gray-700">{operation.label}</p>
      <p className="bo:text-gray-500">{piecesText(operation.pieces)}</p>
      <div className="bo:mt-1.5 bo:flex bo:flex-wrap bo:items-center bo:justify-between bo:gap-1">
        <OperationBadges operation={operation} />
        {onMove && (
          <Button variant="secondary" size="sm" onClick={() => onMove(operation)} aria-label={`Mover ${operationName(operation)}`}>
            Mover
          </Button>
        )}
      </div>
    </article>
  );
}
