import { useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { ArticleOption, SalesDocumentLine } from '@muestrario/shared/domain';
import { formatMoney, lineTotals } from '@muestrario/shared/rules';
import { Button } from '@muestrario/shared/ui';
import { Field, SelectInput, TextInput } from '../form/controls';
import { draftFromLine, EMPTY_DRAFT, parseLineDraft, withArticle, type LineErrors } from './line-draft';

export interface LineDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The line being edited; undefined adds a new one. */
  line: SalesDocumentLine | undefined;
  articles: readonly ArticleOption[];
  currency: string;
  onSave: (line: SalesDocumentLine) => void;
}

/** Add or edit one line: article, quantity and unit price, with its subtotal and tax as you type. */
export function LineDialog({ open, onOpenChange, line, articles, currency, onSave }: LineDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="bo:fixed bo:inset-0 bo:z-50 bo:bg-gray-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="bo:fixed bo:top-1/2 bo:left-1/2 bo:z-50 bo:max-h-[90dvh] bo:w-[calc(100%-2rem)] bo:max-w-lg bo:-translate-x-1/2 bo:-translate-y-1/2 bo:overflow-y-auto bo:rounded-lg bo:bg-white bo:p-6 bo:shadow-xl"
        >
          <Dialog.Title className="bo:text-lg bo:font-semibold bo:text-gray-900">{line ? 'Editar línea' : 'Agregar línea'}</Dialog.Title>
          {/* Mounted per opening, so each one starts from the line (or a blank draft). */}
          {open && <LineForm line={line} articles={articles} currency={currency} onSave={onSave} onCancel={() => onOpenChange(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function LineForm({
  line,
  articles,
  currency,
  onSave,
  onCancel,
}: Omit<LineDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const [draft, setDraft] = useState(line ? draftFromLine(line) : EMPTY_DRAFT);
  const [errors, setErrors] = useState<LineErrors>({});
  const parsed = parseLineDraft(draft, articles);
  const preview = parsed.ok ? lineTotals(parsed.line) : null;
  const edit = (change: Partial<typeof draft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(change)) delete next[key as keyof LineErrors];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // the dialog is portalled, but React bubbles to the document form
    if (parsed.ok) onSave(parsed.line);
    else setErrors(parsed.errors);
  };

  return (
    <form noValidate onSubmit={submit} className="bo:mt-5 bo:space-y-5">
      <Field label="Artículo" error={errors.code}>
        {(c) => (
          <SelectInput
            {...c}
            value={draft.code}
            onChange={(e) => {
              const article = articles.find((a) => a.code === e.target.value);
              setDraft((d) => withArticle(d, article));
              setErrors((er) => ({ ...er, code: undefined, unitPrice: undefined }));
            }}
          >
            <option value="">Elige un artículo</option>
            {articles.map((a) => (
              <option key={a.code} value={a.code}>
                {a.code} · {a.description}
              </option>
            ))}
          </SelectInput>
        )}
      </Field>
      <div className="bo:grid bo:grid-cols-1 bo:gap-5 bo:sm:grid-cols-2">
        <Field label="Cantidad" error={errors.quantity}>
          {(c) => <TextInput {...c} inputMode="numeric" autoComplete="off" value={draft.quantity} onChange={(e) => edit({ quantity: e.target.value })} />}
        </Field>
        <Field label="Precio unitario" hint={`En ${currency}, antes de impuesto.`} error={errors.unitPrice}>
          {(c) => <TextInput {...c} inputMode="decimal" autoComplete="off" value={draft.unitPrice} onChange={(e) => edit({ unitPrice: e.target.value })} />}
        </Field>
      </div>
      <dl aria-label="Importe de la línea" className="bo:grid bo:grid-cols-2 bo:gap-2 bo:rounded-md bo:bg-gray-50 bo:p-3 bo:text-sm">
        <dt className="bo:text-gray-600">Subtotal</dt>
        <dd className="bo:text-right bo:font-medium bo:text-gray-900 bo:tabular-nums">{preview ? formatMoney(preview.subtotalCents, currency) : '—'}</dd>
        <dt className="bo:text-gray-600">Impuesto</dt>
        <dd className="bo:text-right bo:font-medium bo:text-gray-900 bo:tabular-nums">{preview ? formatMoney(preview.taxCents, currency) : '—'}</dd>
      </dl>
      <div className="bo:flex bo:flex-col-reverse bo:gap-3 bo:sm:flex-row bo:sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit">{line ? 'Guardar línea' : 'Agregar'}</Button>
      </div>
    </form>
  );
}
