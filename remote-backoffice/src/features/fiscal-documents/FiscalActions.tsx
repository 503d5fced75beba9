import { useId, useState } from 'react';
import { cancelFiscalDocument, fiscalFilePath, stampFiscal, useAllowed, useFiscalStamp, type FiscalSource } from '@muestrario/shared/api';
import { Badge, Button, buttonClassName, Dialog, DialogClose, ErrorAlert, Field, Select, TextInput, useToast } from '@muestrario/shared/ui';
import { CANCEL_REASON_NAMES, refusalOf, replacementError, stampBadge, type CancelReason } from './fiscal-state';

/**
 * A fiscal document's CFDI (issue 32 items 3–5): its status, 'Timbrar' (confirmed), 'Cancelar' (admins:
 * reason and replacing UUID), the stamped 'XML' and 'PDF', and a refused stamp's list of what to fix.
 * Shown only to users the permission table lets see receivables.
 */
export function FiscalActions({ source, id, what, onChange }: { source: FiscalSource; id: number; what: string; onChange?: () => void }) {
  const mayView = useAllowed('receivables.view');
  const mayStamp = useAllowed('invoice.stamp');
  const mayCancel = useAllowed('invoice.cancel');
  const { data, mutate } = useFiscalStamp(source, mayView ? id : null);
  const toast = useToast();
  const [dialog, setDialog] = useState<'stamp' | 'cancel' | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; problems: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const listId = useId();
  if (!mayView || !data) return null;
  const badge = stampBadge(data);

  const stamp = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const view = await stampFiscal(source, id);
      await mutate(view, { revalidate: false });
      onChange?.();
      toast.success(`Timbrado: ${what} (UUID ${view.uuid}).`);
      setDialog(null);
    } catch (error) {
      setRefusal(refusalOf(error, 'No pudimos timbrar. Revisa tu conexión e inténtalo de nuevo.'));
      setDialog(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="CFDI" className="bo:flex bo:flex-col bo:gap-2">
      <div className="bo:flex bo:flex-wrap bo:items-center bo:gap-2">
        <Badge tone={badge.tone}>{badge.label}</Badge>
        {data.uuid && <span className="bo:font-mono bo:text-xs bo:break-all bo:text-gray-600">UUID {data.uuid}</span>}
        {data.testStamp && <span className="bo:text-xs bo:text-amber-800">Sin validez fiscal (timbrado de prueba)</span>}
      </div>
      <div className="bo:flex bo:flex-wrap bo:gap-2">
        {mayStamp && data.state === 'sin-timbrar' && <Button onClick={() => setDialog('stamp')}>Timbrar</Button>}
        {data.uuid && (
          <>
            <a className={buttonClassName({ variant: 'secondary' })} href={fiscalFilePath(source, id, 'xml')} download aria-label={`XML de ${what}`}>
              XML
            </a>
            <a className={buttonClassName({ variant: 'secondary' })} href={fiscalFilePath(source, id, 'pdf')} target="_blank" rel="noreferrer" aria-label={`PDF de ${what}`}>
              PDF
            </a>
          </>
        )}
        {mayCancel && source === 'document' && data.state === 'vigente' && !data.cancelPending && (
          <Button variant="secondary" onClick={() => setDialog('cancel')}>
            Cancelar CFDI
          </Button>
        )}
      </div>
      {refusal && (
        <div role="alert" aria-labelledby={listId} className="bo:rounded-md bo:border bo:border-red-200 bo:bg-red-50 bo:p-3 bo:text-sm bo:text-red-800">
          <p id={listId} className="bo:font-semibold">
            {refusal.message}
          </p>
          {refusal.problems.length > 0 && (
            <ul className="bo:mt-1 bo:list-disc bo:pl-5">
              {refusal.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {dialog === 'stamp' && (
        <Dialog
          open
          onOpenChange={(o) => !o && setDialog(null)}
          title={`¿Timbrar ${what}?`}
          description="Se sella con el CSD de la empresa y se manda al PAC. Un documento timbrado ya no se puede modificar."
          footer={
            <>
              <Button onClick={() => void stamp()} loading={busy}>
                Timbrar
              </Button>
              <DialogClose asChild>
                <Button variant="secondary">Volver</Button>
              </DialogClose>
            </>
          }
        />
      )}
      {dialog === 'cancel' && (
        <CancelDialog
          id={id}
          what={what}
          onClose={() => setDialog(null)}
          onDone={async () => {
            await mutate();
            onChange?.();
          }}
        />
      )}
    </section>
  );
}

function CancelDialog({ id, what, onClose, onDone }: { id: number; what: string; onClose: () => void; onDone: () => Promise<void> }) {
  const toast = useToast();
  const [reason, setReason] = useState<CancelReason>('02');
  const [uuid, setUuid] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldError = replacementError(reason, uuid);
  const save = async () => {
    setTouched(true);
    if (fieldError) return;
    setBusy(true);
    setFailure(null);
    try {
      const view = await cancelFiscalDocument(id, { reason, ...(reason === '01' ? { replacementUuid: uuid.trim() } : {}) });
      await onDone();
      toast.success(view.state === 'cancelada' ? `${what}: CFDI cancelado.` : `${what}: la cancelación está en proceso.`);
      onClose();
    } catch (error) {
      setFailure(refusalOf(error, 'No pudimos cancelar. Revisa tu conexión e inténtalo de nuevo.').message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Cancelar el CFDI de ${what}`}
      description="La cancelación se pide al SAT por medio del PAC y no se puede deshacer."
      footer={
        <>
          <Button onClick={() => void save()} loading={busy}>
            Cancelar CFDI
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Volver</Button>
          </DialogClose>
        </>
      }
    >
      <div className="bo:space-y-4">
        <Field label="Motivo" required>
          <Select value={reason} options={Object.entries(CANCEL_REASON_NAMES).map(([value, label]) => ({ value, label }))} onChange={(e) => setReason(e.target.value as CancelReason)} />
        </Field>
        {reason === '01' && (
          <Field label="UUID del CFDI que lo sustituye" required error={touched ? fieldError : null}>
            <TextInput value={uuid} onChange={(e) => setUuid(e.target.value)} autoComplete="off" spellCheck={false} />
          </Field>
        )}
        {failure && <ErrorAlert title={failure} />}
      </div>
    </Dialog>
  );
}
