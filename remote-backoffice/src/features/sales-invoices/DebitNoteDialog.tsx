import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, createDebitNote, useRefreshReceivables } from '@muestrario/shared/api';
import type { ReceivableDocumentDetail } from '@muestrario/shared/contract';
import { CFDI_PAYMENT_METHODS, CFDI_PAYMENT_METHOD_NAMES, FORMAS_PAGO, type CfdiPaymentMethod, type FormaPagoCode } from '@muestrario/shared/domain';
import { fiscalTermsProblem } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Button, Dialog, DialogClose, ErrorAlert, Field, Select, TextInput, useToast } from '@muestrario/shared/ui';
import { centsOf, money } from './format';

/** 'Nota de débito': one charge (description, amount before IVA) on an invoice, related 02, with its own payment terms. */
export function DebitNoteDialog({ invoice, onClose }: { invoice: ReceivableDocumentDetail; onClose: () => void }) {
  const refresh = useRefreshReceivables();
  const toast = useToast();
  const navigate = useNavigate();
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<CfdiPaymentMethod>('PPD');
  const [form, setForm] = useState<FormaPagoCode>('99');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const cents = centsOf(amount);
  const terms = fiscalTermsProblem({ paymentMethod: method, paymentForm: form, cfdiUse: invoice.cfdiUse });
  const errors = {
    description: description.trim() === '' ? 'Describe el cargo.' : null,
    amount: cents === null || cents <= 0 ? 'Escribe el importe antes de IVA.' : null,
    form: terms?.field === 'paymentForm' ? terms.message : null,
  };
  const save = async () => {
    setTouched(true);
    if (errors.description || errors.amount || errors.form) return;
    setSaving(true);
    setFailure(null);
    try {
      const note = await createDebitNote({ invoiceId: invoice.id, lines: [{ description: description.trim(), quantity: 1, unitPriceCents: cents! }], paymentMethod: method, paymentForm: form });
      await refresh();
      toast.success(`Nota de débito ${note.folio} por ${money(note.totalCents, note.currency)} creada.`);
      navigate(paths.salesInvoice(note.id));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'No pudimos crear la nota de débito. Revisa tu conexión e inténtalo de nuevo.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Nota de débito sobre ${invoice.folio}`}
      footer={
        <>
          <Button onClick={() => void save()} loading={saving}>
            Crear nota de débito
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      <div className="bo:space-y-4">
        <Field label="Concepto" required error={touched ? errors.description : null}>
          <TextInput value={description} maxLength={200} onChange={(e) => setDescription(e.target.value)} />
        </Field>
        <Field label="Importe antes de IVA" required error={touched ? errors.amount : null}>
          <TextInput inputMode="decimal" placeholder="0.00" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Field>
        <div className="bo:grid bo:grid-cols-1 bo:gap-4 bo:sm:grid-cols-2">
          <Field label="Método de pago" required>
            <Select
              value={method}
              options={CFDI_PAYMENT_METHODS.map((m) => ({ value: m, label: CFDI_PAYMENT_METHOD_NAMES[m] }))}
              onChange={(e) => {
                const next = e.target.value as CfdiPaymentMethod;
                setMethod(next);
                setForm(next === 'PPD' ? '99' : '03');
              }}
            />
          </Field>
          <Field label="Forma de pago" required error={errors.form}>
            <Select value={form} options={FORMAS_PAGO.map((f) => ({ value: f.code, label: `${f.code} · ${f.name}` }))} onChange={(e) => setForm(e.target.value as FormaPagoCode)} />
          </Field>
        </div>
        {failure && <ErrorAlert title={failure} />}
      </div>
    </Dialog>
  );
}
