import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, createCreditNote, useRefreshReceivables } from '@muestrario/shared/api';
import type { ReceivableDocumentDetail } from '@muestrario/shared/contract';
import { CFDI_RELATION_NAMES, SALES_CREDIT_NOTE_RELATIONS, type CreditNoteRelation } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { Button, Dialog, DialogClose, ErrorAlert, Field, Select, TextInput, useToast } from '@muestrario/shared/ui';
import { money } from './format';

/** 'Copiar a nota de crédito': how many of each invoice line are returned or discounted, and the relation (01 or 03). */
export function CreditNoteDialog({ invoice, onClose }: { invoice: ReceivableDocumentDetail; onClose: () => void }) {
  const refresh = useRefreshReceivables();
  const toast = useToast();
  const navigate = useNavigate();
  const [relation, setRelation] = useState<CreditNoteRelation>('03');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errors: Record<number, string | null> = {};
  const lines: { baseLineId: number; quantity: number }[] = [];
  for (const l of invoice.lines) {
    const text = quantities[l.id]?.trim() ?? '';
    if (text === '') continue;
    errors[l.id] = !/^\d+$/.test(text) ? 'Escribe una cantidad entera.' : Number(text) > l.openQuantity ? `Quedan ${l.openQuantity} por acreditar.` : null;
    if (!errors[l.id] && Number(text) > 0) lines.push({ baseLineId: l.id, quantity: Number(text) });
  }
  const noLines = lines.length === 0 ? 'Indica cuántas piezas se acreditan al menos de una línea.' : null;
  const save = async () => {
    setTouched(true);
    if (noLines || Object.values(errors).some(Boolean)) return;
    setSaving(true);
    setFailure(null);
    try {
      const note = await createCreditNote({ invoiceId: invoice.id, relationType: relation, lines });
      await refresh();
      toast.success(`Nota de crédito ${note.folio} por ${money(note.totalCents, note.currency)} creada.`);
      navigate(paths.salesInvoice(note.id));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'No pudimos crear la nota de crédito. Revisa tu conexión e inténtalo de nuevo.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Nota de crédito de ${invoice.folio}`}
      footer={
        <>
          <Button onClick={() => void save()} loading={saving}>
            Crear nota de crédito
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      <div className="bo:space-y-4">
        <Field label="Tipo de relación" required>
          <Select value={relation} options={SALES_CREDIT_NOTE_RELATIONS.map((r) => ({ value: r, label: CFDI_RELATION_NAMES[r] }))} onChange={(e) => setRelation(e.target.value as CreditNoteRelation)} />
        </Field>
        <fieldset className="bo:space-y-3">
          <legend className="bo:text-sm bo:font-semibold bo:text-gray-900">Cantidades a acreditar</legend>
          {invoice.lines.map((l) => (
            <Field key={l.id} label={`${l.code} · ${l.description} (quedan ${l.openQuantity})`} error={errors[l.id] ?? null}>
              <TextInput inputMode="numeric" placeholder="0" disabled={l.openQuantity === 0} value={quantities[l.id] ?? ''} onChange={(e) => setQuantities({ ...quantities, [l.id]: e.target.value })} />
            </Field>
          ))}
          {touched && noLines && (
            <p role="alert" className="bo:text-sm bo:text-red-700">
              {noLines}
            </p>
          )}
        </fieldset>
        {failure && <ErrorAlert title={failure} />}
      </div>
    </Dialog>
  );
}
