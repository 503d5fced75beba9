import { useState } from 'react';
import { ApiError, createCustomerPayment, useReceivableDocuments, useRefreshReceivables } from '@muestrario/shared/api';
import { FORMAS_PAGO, PAYMENT_FORM_CODES, RECEIVABLE_LIST_NAMES } from '@muestrario/shared/domain';
import { Button, Dialog, DialogClose, ErrorAlert, Field, Select, TextInput, useToast } from '@muestrario/shared/ui';
import { money } from '../sales-invoices/format';
import { paymentBody, type PaymentDraft } from './payment-draft';
import { localToday } from '@muestrario/shared/rules';

const today = () => localToday(new Date());
const FORM_OPTIONS = FORMAS_PAGO.filter((f) => (PAYMENT_FORM_CODES as readonly string[]).includes(f.code)).map((f) => ({ value: f.code, label: `${f.code} · ${f.name}` }));

/**
 * 'Registrar cobro' for a client: date, form of payment, reference and how much goes to each open
 * document (prefilled when one document is given); never above a balance (the server re-checks).
 */
export function PaymentDialog({ partnerId, partnerName, documentId, onClose }: { partnerId: number; partnerName: string; documentId?: number; onClose: () => void }) {
  const { data } = useReceivableDocuments({ partnerId, open: true });
  const open = (data ?? []).filter((d) => d.list !== 'credit_note');
  const refresh = useRefreshReceivables();
  const toast = useToast();
  const [draft, setDraft] = useState<PaymentDraft>({ date: today(), paymentForm: '03', reference: '', amounts: {} });
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const amounts = { ...(documentId !== undefined && !(documentId in draft.amounts) ? { [documentId]: '' } : {}), ...draft.amounts };
  const { body, errors, totalCents } = paymentBody(partnerId, open, { ...draft, amounts });
  const shown = (key: string) => (touched || key.startsWith('amount.') ? errors[key] : undefined);
  const save = async () => {
    setTouched(true);
    if (!body) return;
    setSaving(true);
    setFailure(null);
    try {
      const payment = await createCustomerPayment(body);
      await refresh();
      toast.success(`Cobro ${payment.folio} de ${money(payment.amountCents, payment.currency)} registrado.`);
      onClose();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'No pudimos registrar el cobro. Revisa tu conexión e inténtalo de nuevo.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Cobro de ${partnerName}`}
      description="Aplica el cobro a una o varias facturas abiertas; cada aplicación guarda su parcialidad y el saldo que queda."
      footer={
        <>
          <Button onClick={() => void save()} loading={saving}>
            Registrar cobro de {money(totalCents)}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      <div className="bo:space-y-4">
        <div className="bo:grid bo:grid-cols-1 bo:gap-4 bo:sm:grid-cols-3">
          <Field label="Fecha" required error={shown('date')}>
            <TextInput type="date" value={draft.date} onChange={(e) => setDraft({ ...draft, date: e.target.value })} />
          </Field>
          <Field label="Forma de pago" required>
            <Select value={draft.paymentForm} options={FORM_OPTIONS} onChange={(e) => setDraft({ ...draft, paymentForm: e.target.value as PaymentDraft['paymentForm'] })} />
          </Field>
          <Field label="Referencia">
            <TextInput value={draft.reference} maxLength={120} onChange={(e) => setDraft({ ...draft, reference: e.target.value })} />
          </Field>
        </div>
        <fieldset className="bo:space-y-3">
          <legend className="bo:text-sm bo:font-semibold bo:text-gray-900">Documentos abiertos</legend>
          {data && open.length === 0 && <p className="bo:text-sm bo:text-gray-600">El cliente no tiene documentos con saldo.</p>}
          {open.map((d) => (
            <Field key={d.id} label={`${d.folio} · ${RECEIVABLE_LIST_NAMES[d.list].singular} · saldo ${money(d.balanceCents, d.currency)}`} error={shown(`amount.${d.id}`)}>
              <TextInput inputMode="decimal" placeholder="0.00" value={amounts[d.id] ?? ''} onChange={(e) => setDraft({ ...draft, amounts: { ...amounts, [d.id]: e.target.value } })} />
            </Field>
          ))}
          {shown('applications') && (
            <p role="alert" className="bo:text-sm bo:text-red-700">
              {errors.applications}
            </p>
          )}
        </fieldset>
        {failure && <ErrorAlert title={failure} />}
      </div>
    </Dialog>
  );
}
