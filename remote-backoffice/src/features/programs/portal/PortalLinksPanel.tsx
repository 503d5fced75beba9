import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { failureText, portalLinksKey, revokePortalLink, useMutation, usePortalLinks } from '@muestrario/shared/api';
import type { CreatedPortalLink, PortalLinkInfo } from '@muestrario/shared/contract';
import { PORTAL_LINK_STATE_LABELS } from '@muestrario/shared/domain';
import { formatStamp } from '@muestrario/shared/rules';
import { Badge, Button, Card, DataTable, Dialog, DialogClose, ErrorAlert, LoadState, type BadgeTone, type DataColumn } from '@muestrario/shared/ui';
import { CreatePortalLinkDialog } from './CreatePortalLinkDialog';
import { SharePortalLink } from './SharePortalLink';

const TONE: Record<PortalLinkInfo['state'], BadgeTone> = { vigente: 'green', vencido: 'gray', revocado: 'red' };

/** 'Enlaces para RR. HH.': create a link (its address shown once), the links' state and last use, 'Revocar'. */
export function PortalLinksPanel({ program }: { program: { id: number; name: string; active: boolean } }) {
  const headingId = useId();
  const { data, error, mutate } = usePortalLinks(program.id);
  const [created, setCreated] = useState<CreatedPortalLink | null>(null);

  const columns: readonly DataColumn<PortalLinkInfo>[] = [
    { key: 'contact', header: 'Contacto', rowHeader: true, cell: (l) => <Contact link={l} /> },
    { key: 'state', header: 'Estado', cell: (l) => <Badge tone={TONE[l.state]}>{PORTAL_LINK_STATE_LABELS[l.state]}</Badge> },
    { key: 'expires', header: 'Vence', cell: (l) => formatStamp(l.expiresAt) },
    { key: 'used', header: 'Último uso', cell: (l) => (l.lastUsedAt ? formatStamp(l.lastUsedAt) : 'Sin usar') },
    { key: 'actions', header: 'Acciones', hideHeader: true, align: 'right', cell: (l) => l.state === 'vigente' && <RevokeLink programId={program.id} link={l} onRevoked={() => setCreated(null)} /> },
  ];

  return (
    <Card role="region" aria-labelledby={headingId} className="bo:space-y-4">
      <div className="bo:flex bo:flex-wrap bo:items-start bo:justify-between bo:gap-3">
        <div>
          <h3 id={headingId} className="bo:text-lg bo:font-semibold bo:text-gray-900">
            Enlaces para RR. HH.
          </h3>
          <p className="bo:text-sm bo:text-gray-600">
            Un enlace privado y con vencimiento para el contacto de RR. HH. del cliente: actualiza la plantilla y las tallas y pide reórdenes sin cuenta.
          </p>
        </div>
        {program.active ? (
          <CreatePortalLinkDialog programId={program.id} onCreated={(link) => (setCreated(link), void mutate())} />
        ) : (
          <p className="bo:text-sm bo:text-gray-600">El programa está inactivo: no se pueden crear enlaces.</p>
        )}
      </div>
      {created && <SharePortalLink programId={program.id} link={created} emailAvailable={data?.emailAvailable ?? false} />}
      <LoadState
        data={data}
        error={error}
        onRetry={() => void mutate()}
        failedTitle="No se pudieron cargar los enlaces"
        loadingLabel="Cargando los enlaces"
        isEmpty={(d) => d.links.length === 0}
        empty={<p className="bo:text-sm bo:text-gray-600">Todavía no hay enlaces para este programa.</p>}
      >
        {(d) => <DataTable rows={d.links} columns={columns} rowKey={(l) => l.id} labelledBy={headingId} card={(l) => <LinkCard link={l} programId={program.id} onRevoked={() => setCreated(null)} />} />}
      </LoadState>
    </Card>
  );
}

function Contact({ link }: { link: PortalLinkInfo }) {
  return (
    <span className="bo:block">
      <span className="bo:font-medium bo:text-gray-900">{link.contactName}</span>
      <span className="bo:block bo:text-xs bo:text-gray-500">
        {link.contactEmail} · creado por {link.createdByName} el {formatStamp(link.createdAt)}
      </span>
    </span>
  );
}

function LinkCard({ link, programId, onRevoked }: { link: PortalLinkInfo; programId: number; onRevoked: () => void }) {
  return (
    <div className="bo:space-y-2 bo:text-sm">
      <div className="bo:flex bo:items-start bo:justify-between bo:gap-2">
        <Contact link={link} />
        <Badge tone={TONE[link.state]}>{PORTAL_LINK_STATE_LABELS[link.state]}</Badge>
      </div>
      <p className="bo:text-gray-600">
        Vence el {formatStamp(link.expiresAt)} · {link.lastUsedAt ? `último uso ${formatStamp(link.lastUsedAt)}` : 'sin usar'}
      </p>
      {link.state === 'vigente' && <RevokeLink programId={programId} link={link} onRevoked={onRevoked} />}
    </div>
  );
}

/** 'Revocar' with a confirmation: the link stops opening at once. */
function RevokeLink({ programId, link, onRevoked }: { programId: number; link: PortalLinkInfo; onRevoked: () => void }) {
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const revoking = useMutation(() => revokePortalLink(programId, link.id), {
    invalidate: [portalLinksKey(programId)],
    onSuccess: () => (setOpen(false), onRevoked()),
    // A link revoked or expired meanwhile: the list says so after a re-read.
    onError: () => void mutate(portalLinksKey(programId)),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (setOpen(next), revoking.reset())}
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Revocar el enlace de ${link.contactName}`}>
          Revocar
        </Button>
      }
      title={`¿Revocar el enlace de ${link.contactName}?`}
      description="Deja de abrir en este momento; si lo necesita otra vez, crea uno nuevo."
      footer={
        <>
          <Button loading={revoking.isMutating} onClick={() => void revoking.trigger(undefined)}>
            Revocar enlace
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {revoking.error !== undefined && <ErrorAlert title={failureText(revoking.error, 'No se pudo revocar el enlace. Revisa tu conexión e inténtalo de nuevo.')} />}
    </Dialog>
  );
}
