import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { notificationsKey, readNotifications, useLiveRefresh, useNotifications } from '@muestrario/shared/api';
import type { Notification } from '@muestrario/shared/contract';
import { PROGRAM_PORTAL_TAB, PROGRAM_TAB_PARAM } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { describeEvent, eventActorName, exactTime, relativeTime } from '@muestrario/shared/rules';
import { BellIcon } from '../../components/icons';
import { useDismiss } from './useDismiss';

const REASON = { mention: 'Te mencionó', owner: 'Tu muestra', stage: 'Trabajo para ti', program_request: 'Solicitud de reorden' } as const;

/** The top bar's bell: unread count, the list (newest first), open one to go to its sample, mark one or all read; kept live. */
export function NotificationsBell({ className }: { className: string }) {
  useLiveRefresh();
  const { data } = useNotifications();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const unread = data?.unread ?? 0;

  useDismiss(ref, open, useCallback(() => setOpen(false), []));

  const markRead = async (body: { ids: number[] } | { all: true }) => {
    await readNotifications(body).catch(() => undefined);
    await mutate(notificationsKey);
  };
  const now = new Date();

  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        className={className}
        aria-label={unread ? `Notificaciones, ${unread} sin leer` : 'Notificaciones'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <BellIcon className="size-6" />
        {unread > 0 && (
          <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className="absolute right-0 z-20 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-md bg-white shadow-lg ring-1 ring-gray-900/5">
          <div className="flex items-center justify-between border-b border-gray-100 px-4 py-2">
            <h2 className="text-sm font-semibold text-gray-900">Notificaciones</h2>
            {unread > 0 && (
              <button type="button" className="text-xs font-medium text-primary-700 hover:underline" onClick={() => void markRead({ all: true })}>
                Marcar todas como leídas
              </button>
            )}
          </div>
          {data?.items.length ? (
            <ul className="max-h-96 divide-y divide-gray-100 overflow-y-auto" aria-label="Lista de notificaciones">
              {data.items.map((n) => (
                <Item key={n.id} n={n} now={now} onOpen={() => (setOpen(false), void markRead({ ids: [n.id] }))} />
              ))}
            </ul>
          ) : (
            <p className="px-4 py-6 text-center text-sm text-gray-500">No tienes notificaciones.</p>
          )}
        </div>
      )}
    </div>
  );
}

function Item({ n, now, onOpen }: { n: Notification; now: Date; onOpen: () => void }) {
  const unread = !n.read && <span className="sr-only">Sin leer</span>;
  const when = (
    <time dateTime={n.createdAt} title={exactTime(n.createdAt)} className="block text-xs text-gray-500">
      {relativeTime(n.createdAt, now)}
    </time>
  );
  if (n.kind === 'programRequest') {
    // Issue 35 item 4: the HR contact asked for a reorder; the program's 'Portal de RH' tab lists it.
    const r = n.request;
    return (
      <li className={n.read ? '' : 'bg-primary-50/60'}>
        <Link to={`${paths.program(r.clientId, r.programId)}?${PROGRAM_TAB_PARAM}=${PROGRAM_PORTAL_TAB}`} onClick={onOpen} className="block px-4 py-3 text-sm hover:bg-gray-50">
          <span className="block text-xs font-medium text-gray-500">
            {REASON[n.reason]} · {r.programName}
          </span>
          <span className="block text-gray-700">
            <span className="font-medium text-gray-900">{r.contactName} (RR. HH. de {r.clientName})</span> pidió una reorden para{' '}
            {r.employeeCount === 1 ? '1 empleado' : `${r.employeeCount} empleados`}
          </span>
          {when}
          {unread}
        </Link>
      </li>
    );
  }
  const who = eventActorName(n.event);
  return (
    <li className={n.read ? '' : 'bg-primary-50/60'}>
      <Link to={paths.sample(n.event.sampleId)} onClick={onOpen} className="block px-4 py-3 text-sm hover:bg-gray-50">
        <span className="block text-xs font-medium text-gray-500">
          {REASON[n.reason]} · {n.sampleName}
        </span>
        <span className="block text-gray-700">
          <span className="font-medium text-gray-900">{who}</span> {describeEvent(n.event)}
        </span>
        {when}
        {unread}
      </Link>
    </li>
  );
}
