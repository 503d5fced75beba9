import { useId, useState, type FormEvent } from 'react';
import type { Article, SalesLine } from '@muestrario/shared/contract';
import { formatMoney, ivaLabel, lineTotals } from '@muestrario/shared/rules';
import { Button, Dialog, DialogClose, Field, NumberInput, Select } from '@muestrario/shared/ui';
import { draftFromLine, EMPTY_DRAFT, parseLineDraft, withArticle, type LineDraft, type LineErrors } from './line-draft';

export interface LineDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The line being edited; undefined adds a new one. */
  line: SalesLine | undefined;
  articles: readonly Article[];
  currency: string;
  /** IVA rate of the document in basis points (1600 or 800). */
  taxRateBp: number;
  onSave: (line: SalesLine) => void;
}

/** Add or edit one line: article, quantity and unit price, with its subtotal and tax as you type. */
export function LineDialog({ open, onOpenChange, line, articles, currency, taxRateBp, onSave }: LineDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={line ? 'Editar línea' : 'Agregar línea'}
      footer={
        <>
          <Button type="submit" form={formId}>
            {line ? 'Guardar línea' : 'Agregar'}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {/* Mounted per opening, so each one starts from the line (or a blank draft). */}
      {open && <LineForm id={formId} line={line} articles={articles} currency={currency} taxRateBp={taxRateBp} onSave={onSave} />}
    </Dialog>
  );
}

function LineForm({ id, line, articles, currency, taxRateBp, onSave }: Omit<LineDialogProps, 'open' | 'onOpenChange'> & { id: string }) {
  const [draft, setDraft] = useState<LineDraft>(line ? draftFromLine(line) : EMPTY_DRAFT);
  const [errors, setErrors] = useState<LineErrors>({});
  const parsed = parseLineDraft(draft, articles, line);
  const preview = parsed.ok ? lineTotals(parsed.line, taxRateBp / 10_000) : null;
  const edit = (next: LineDraft, fields: (keyof LineDraft)[]) => {
    setDraft(next);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k as keyof LineDraft))));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // the dialog is portalled, but React bubbles to the document's form
    if (parsed.ok) onSave(parsed.line);
    else setErrors(parsed.errors);
  };

  return (
    <form id={id} noValidate onSubmit={submit} className="bo:space-y-5">
      <Field label="Artículo" error={errors.code}>
        <Select
          value={draft.code}
          placeholder="Elige un artículo"
          options={articles.map((a) => ({ value: a.code, label: `${a.code} · ${a.description}` }))}
          onChange={(e) => edit(withArticle(draft, articles.find((a) => a.code === e.target.value)), ['code', 'unitPrice'])}
        />
      </Field>
      <div className="bo:grid bo:grid-cols-1 bo:gap-5 bo:sm:grid-cols-2">
        <Field label="Cantidad" error={errors.quantity}>
          <NumberInput value={draft.quantity} onValueChange={(quantity) => edit({ ...draft, quantity }, ['quantity'])} />
        </Field>
        <Field label="Precio unitario" hint={`En ${currency}, antes de impuesto.`} error={errors.unitPrice}>
          <NumberInput decimals value={draft.unitPrice} onValueChange={(unitPrice) => edit({ ...draft, unitPrice }, ['unitPrice'])} />
        </Field>
      </div>
      <dl aria-label="Importe de la línea" className="bo:grid bo:grid-cols-2 bo:gap-2 bo:rounded-md bo:bg-gray-50 bo:p-3 bo:text-sm">
        <dt className="bo:text-gray-600">Subtotal</dt>
        <dd className="bo:text-right bo:font-medium bo:text-gray-900 bo:tabular-nums">{preview ? formatMoney(preview.subtotalCents, currency) : '—'}</dd>
        <dt className="bo:text-gray-600">{ivaLabel(taxRateBp)}</dt>
        <dd className="bo:text-right bo:font-medium bo:text-gray-900 bo:tabular-nums">{preview ? formatMoney(preview.taxCents, currency) : '—'}</dd>
      </dl>
    </form>
  );
}
