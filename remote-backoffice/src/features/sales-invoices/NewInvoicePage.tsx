import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, createInvoice, useInvoiceSource, useInvoiceSources, useRefreshReceivables } from '@muestrario/shared/api';
import type { InvoiceSource } from '@muestrario/shared/contract';
import { CFDI_PAYMENT_METHODS, CFDI_PAYMENT_METHOD_NAMES, FORMAS_PAGO, USOS_CFDI, type CfdiPaymentMethod, type FormaPagoCode, type UsoCfdiCode } from '@muestrario/shared/domain';
import { defaultDueDate, localToday } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Button, Card, ErrorAlert, Field, LoadingBlock, PageHeader, Select, TextInput, usePageTitle, useToast } from '@muestrario/shared/ui';
import { money } from './format';
import { invoiceBody, newInvoiceDraft, type InvoiceDraft } from './invoice-draft';

const TITLE = 'Nueva factura de deudores';
const today = () => localToday(new Date());

/** '/admin/ventas/facturas/nueva': choose an order or a delivery, the quantities to invoice and the fiscal terms. */
export default function NewInvoicePage() {
  usePageTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const baseId = Number(params.get('base'));
  const { data: sources } = useInvoiceSources();
  const { data: source } = useInvoiceSource(Number.isSafeInteger(baseId) && baseId > 0 ? baseId : null);
  return (
    <>
      <PageHeader
        title={TITLE}
        before={
          <Link to={paths.salesInvoices} className="bo:mb-1 bo:inline-block bo:text-sm bo:font-medium bo:text-primary-700 bo:hover:underline">
            Facturas de deudores
          </Link>
        }
        description="Copia lo que queda por facturar de una orden de venta o de una entrega; lo que no se factura queda abierto."
      />
      <Card className="bo:mb-4">
        <Field label="Orden o entrega" required>
          <Select
            value={baseId > 0 ? String(baseId) : ''}
            placeholder={sources && sources.length === 0 ? 'No hay órdenes ni entregas por facturar' : 'Elige una orden o una entrega'}
            options={(sources ?? []).map((s) => ({ value: String(s.id), label: `${s.folio} · ${s.partnerName} · ${money(s.totalCents, s.currency)}` }))}
            onChange={(e) => setParams(e.target.value ? { base: e.target.value } : {})}
          />
        </Field>
      </Card>
      {baseId > 0 && !source && <LoadingBlock label="Cargando el documento" />}
      {source && <InvoiceForm key={source.id} source={source} />}
    </>
  );
}

export function InvoiceForm({ source }: { source: InvoiceSource }) {
  const navigate = useNavigate();
  const refresh = useRefreshReceivables();
  const toast = useToast();
  const [draft, setDraft] = useState<InvoiceDraft>(() => newInvoiceDraft(source, defaultDueDate(today(), 'PPD')));
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { body, errors } = invoiceBody(source, draft, today());
  const shown = (key: string) => (touched || key.startsWith('lines.') || key.startsWith('downPayments.') ? (errors[key] ?? null) : null);
  const setMethod = (method: CfdiPaymentMethod) =>
    setDraft({ ...draft, paymentMethod: method, paymentForm: method === 'PPD' ? '99' : draft.paymentForm === '99' ? '03' : draft.paymentForm, dueDate: defaultDueDate(today(), method) });
  const save = async () => {
    setTouched(true);
    if (!body) return;
    setSaving(true);
    setFailure(null);
    try {
      const invoice = await createInvoice(body);
      await refresh();
      toast.success(`Factura ${invoice.folio} por ${money(invoice.totalCents, invoice.currency)} creada.`);
      navigate(paths.salesInvoice(invoice.id));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'No pudimos crear la factura. Revisa tu conexión e inténtalo de nuevo.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      className="bo:space-y-4"
    >
      <Card>
        <h2 className="bo:mb-1 bo:text-sm bo:font-semibold bo:text-gray-900">
          {source.folio} · {source.partnerName}
        </h2>
        <p className="bo:mb-4 bo:text-sm bo:text-gray-600">Cantidades a facturar (prellenadas con lo que queda abierto).</p>
        <div className="bo:space-y-3">
          {source.lines.map((l) => (
            <div key={l.id} className="bo:grid bo:grid-cols-1 bo:items-start bo:gap-2 bo:sm:grid-cols-[1fr_10rem]">
              <p className="bo:text-sm bo:text-gray-900">
                <span className="bo:font-medium">{l.code}</span> · {l.description}
                <span className="bo:block bo:text-gray-600">
                  {money(l.unitPriceCents, source.currency)} c/u · quedan {l.openQuantity} de {l.quantity}
                </span>
              </p>
              <Field label={`Cantidad a facturar de ${l.code}`} hideLabel error={shown(`lines.${l.id}`)}>
                <TextInput
                  inputMode="numeric"
                  disabled={l.openQuantity === 0}
                  value={draft.quantities[l.id] ?? ''}
                  onChange={(e) => setDraft({ ...draft, quantities: { ...draft.quantities, [l.id]: e.target.value } })}
                />
              </Field>
            </div>
          ))}
          {shown('lines') && (
            <p role="alert" className="bo:text-sm bo:text-red-700">
              {errors.lines}
            </p>
          )}
        </div>
      </Card>
      <Card>
        <h2 className="bo:mb-4 bo:text-sm bo:font-semibold bo:text-gray-900">Datos fiscales</h2>
        <div className="bo:grid bo:grid-cols-1 bo:gap-4 bo:md:grid-cols-2 bo:xl:grid-cols-4">
          <Field label="Método de pago" required>
            <Select value={draft.paymentMethod} options={CFDI_PAYMENT_METHODS.map((m) => ({ value: m, label: CFDI_PAYMENT_METHOD_NAMES[m] }))} onChange={(e) => setMethod(e.target.value as CfdiPaymentMethod)} />
          </Field>
          <Field label="Forma de pago" required error={shown('paymentForm')}>
            <Select value={draft.paymentForm} options={FORMAS_PAGO.map((f) => ({ value: f.code, label: `${f.code} · ${f.name}` }))} onChange={(e) => setDraft({ ...draft, paymentForm: e.target.value as FormaPagoCode })} />
          </Field>
          <Field label="Uso del CFDI" required error={shown('cfdiUse')}>
            <Select value={draft.cfdiUse} options={USOS_CFDI.map((u) => ({ value: u.code, label: `${u.code} · ${u.description}` }))} onChange={(e) => setDraft({ ...draft, cfdiUse: e.target.value as UsoCfdiCode })} />
          </Field>
          <Field label="Vencimiento" required error={shown('dueDate')}>
            <TextInput type="date" value={draft.dueDate} onChange={(e) => setDraft({ ...draft, dueDate: e.target.value })} />
          </Field>
        </div>
      </Card>
      {source.downPayments.length > 0 && (
        <Card>
          <h2 className="bo:mb-1 bo:text-sm bo:font-semibold bo:text-gray-900">Anticipos por aplicar (relación 07)</h2>
          <p className="bo:mb-4 bo:text-sm bo:text-gray-600">El saldo de la factura será su total menos lo aplicado.</p>
          <div className="bo:grid bo:grid-cols-1 bo:gap-4 bo:md:grid-cols-2">
            {source.downPayments.map((dp) => (
              <Field key={dp.id} label={`${dp.folio} · disponible ${money(dp.availableCents, source.currency)}`} error={shown(`downPayments.${dp.id}`)}>
                <TextInput inputMode="decimal" placeholder="0.00" value={draft.downPayments[dp.id] ?? ''} onChange={(e) => setDraft({ ...draft, downPayments: { ...draft.downPayments, [dp.id]: e.target.value } })} />
              </Field>
            ))}
          </div>
        </Card>
      )}
      {failure && <ErrorAlert title={failure} />}
      <div className="bo:flex bo:justify-end">
        <Button type="submit" loading={saving}>
          Crear factura
        </Button>
      </div>
    </form>
  );
}
