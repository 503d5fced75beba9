import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, createDownPayment, useInvoiceSources, useRefreshReceivables } from '@muestrario/shared/api';
import { paths } from '@muestrario/shared/routes';
import { Button, Dialog, DialogClose, ErrorAlert, Field, Select, TextInput, useToast } from '@muestrario/shared/ui';
import { centsOf, money } from './format';

/** 'Nueva solicitud de anticipo': an open order and the amount before IVA (the server adds the IVA and refuses more than the order). */
export function DownPaymentRequestDialog({ onClose }: { onClose: () => void }) {
  const { data: orders } = useInvoiceSources({ kind: 'order' });
  const refresh = useRefreshReceivables();
  const toast = useToast();
  const navigate = useNavigate();
  const [orderId, setOrderId] = useState('');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const cents = centsOf(amount);
  const errors = {
    order: orderId === '' ? 'Elige la orden de venta.' : null,
    amount: cents === null || cents <= 0 ? 'Escribe el importe del anticipo antes de IVA.' : null,
  };
  const save = async () => {
    setTouched(true);
    if (errors.order || errors.amount) return;
    setSaving(true);
    setFailure(null);
    try {
      const dp = await createDownPayment({ orderId: Number(orderId), amountCents: cents! });
      await refresh();
      toast.success(`Solicitud de anticipo ${dp.folio} por ${money(dp.totalCents, dp.currency)} creada.`);
      navigate(paths.salesInvoice(dp.id));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'No pudimos crear la solicitud. Revisa tu conexión e inténtalo de nuevo.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="Nueva solicitud de anticipo"
      description="El anticipo se factura al cobrarse completo (concepto 84111506, «Anticipo del bien o servicio») y se aplica después a la factura final."
      footer={
        <>
          <Button onClick={() => void save()} loading={saving}>
            Solicitar anticipo
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      <div className="bo:space-y-4">
        <Field label="Orden de venta" required error={touched ? errors.order : null}>
          <Select
            value={orderId}
            placeholder="Elige una orden abierta"
            options={(orders ?? []).map((o) => ({ value: String(o.id), label: `${o.folio} · ${o.partnerName} · ${money(o.totalCents, o.currency)}` }))}
            onChange={(e) => setOrderId(e.target.value)}
          />
        </Field>
        <Field label="Importe antes de IVA" required error={touched ? errors.amount : null} hint="Se suma el IVA de la orden.">
          <TextInput inputMode="decimal" placeholder="0.00" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Field>
        {failure && <ErrorAlert title={failure} />}
      </div>
    </Dialog>
  );
}
