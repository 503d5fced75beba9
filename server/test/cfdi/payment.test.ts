import { createSealedPaymentCfdi } from '../../src/modules/cfdi/create';
import { CfdiInputError } from '../../src/modules/cfdi/errors';
import type { PaymentCfdiInput } from '../../src/modules/cfdi/types';
import { UUIDS, paymentBase } from './fixtures';
import { makeTestCsd } from './helpers/test-csd';

const csd = makeTestCsd({ rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', number: '30001000000500003416' });
const input = (): PaymentCfdiInput => ({
  ...paymentBase(2),
  payments: [{ date: '2026-12-05T09:30:00', form: '03', currency: 'MXN', amountCents: 1_000, documents: [{ uuid: UUIDS.invoice, series: 'FA', folio: '9', currency: 'MXN', instalment: 2, previousBalanceCents: 5_000, paidCents: 1_000, taxObject: '01' }] }],
});

test('a payment CFDI is filled as the Pagos 2.0 guide says', () => {
  const { xml, totals } = createSealedPaymentCfdi(input(), csd);
  expect(xml).toMatch(/ SubTotal="0" Moneda="XXX" Total="0" TipoDeComprobante="P" Exportacion="01" LugarExpedicion="64000"/);
  expect(xml).not.toMatch(/FormaPago=|MetodoPago=|TipoCambio=/);
  expect(xml).toContain('<cfdi:Concepto ClaveProdServ="84111506" Cantidad="1" ClaveUnidad="ACT" Descripcion="Pago" ValorUnitario="0" Importe="0" ObjetoImp="01"/>');
  expect(xml).toContain('UsoCFDI="CP01"');
  expect(xml).toContain('<pago20:Totales MontoTotalPagos="10.00"/>');
  expect(xml).toContain('FechaPago="2026-12-05T09:30:00" FormaDePagoP="03" MonedaP="MXN" TipoCambioP="1" Monto="10.00"');
  expect(xml).toContain(`IdDocumento="${UUIDS.invoice}" Serie="FA" Folio="9" MonedaDR="MXN" EquivalenciaDR="1" NumParcialidad="2" ImpSaldoAnt="50.00" ImpPagado="10.00" ImpSaldoInsoluto="40.00" ObjetoImpDR="01"`);
  expect(xml).not.toContain('ImpuestosP');
  expect(totals.payments[0]!.remainingBalancesCents).toEqual([4_000]);
});

test('refuses a receiver use other than CP01, payment form 99 and a bad UUID, in Spanish', () => {
  const cases: [(i: PaymentCfdiInput) => void, RegExp][] = [
    [(i) => (i.receiver = { ...i.receiver, use: 'G03' }), /debe ser CP01/],
    [(i) => (i.payments[0]!.form = '99'), /no puede ser 99/],
    [(i) => (i.payments[0]!.documents[0]!.uuid = 'x'), /no es un UUID/],
    [(i) => (i.payments[0]!.date = '5/12/2026'), /La fecha del pago 1/],
    [(i) => (i.payments[0]!.documents[0]!.taxObject = '02'), /faltan los traslados/],
  ];
  for (const [change, message] of cases) {
    const i = input();
    change(i);
    expect(() => createSealedPaymentCfdi(i, csd)).toThrow(CfdiInputError);
    expect(() => createSealedPaymentCfdi(i, csd)).toThrow(message);
  }
});
