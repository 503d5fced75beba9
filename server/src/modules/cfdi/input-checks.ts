import { CfdiInputError } from './errors';
import type { CfdiInput, PaymentCfdiInput } from './types';
import { exchangeRateText } from './xml';

const DATE_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const UUID_RE = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;
const ZIP_RE = /^\d{5}$/;

function checkDate(value: string, what: string): void {
  if (!DATE_RE.test(value) || Number.isNaN(Date.parse(`${value}Z`))) throw new CfdiInputError(`${what} debe tener la forma aaaa-mm-ddThh:mm:ss (se recibió «${value.slice(0, 30)}»).`);
}

function checkCommon(input: CfdiInput | PaymentCfdiInput): void {
  checkDate(input.date, 'La fecha del comprobante');
  if (!ZIP_RE.test(input.placeOfIssue)) throw new CfdiInputError('El lugar de expedición debe ser un código postal de 5 dígitos.');
  if (!ZIP_RE.test(input.receiver.zip)) throw new CfdiInputError('El domicilio fiscal del receptor debe ser un código postal de 5 dígitos.');
  for (const relation of input.related ?? []) {
    if (relation.uuids.length === 0) throw new CfdiInputError(`La relación ${relation.type} no tiene ningún UUID.`);
    for (const uuid of relation.uuids) if (!UUID_RE.test(uuid.trim())) throw new CfdiInputError(`«${uuid.slice(0, 40)}» no es un UUID de CFDI.`);
  }
}

/**
 * What the schema cannot say but Anexo 20 does, refused in Spanish before building: a date in the right
 * form, postal codes, TipoCambio with a foreign currency, FormaPago 99 with PPD (and a real one with PUE).
 */
export function checkCfdiInput(input: CfdiInput): void {
  checkCommon(input);
  if (input.type !== 'I' && input.type !== 'E') throw new CfdiInputError('El tipo de comprobante debe ser I (ingreso) o E (egreso).');
  exchangeRateText(input);
  if (input.paymentMethod === 'PPD' && input.paymentForm !== '99') throw new CfdiInputError('Con método de pago PPD la forma de pago debe ser 99 (Por definir).');
  if (input.paymentMethod === 'PUE' && (!input.paymentForm || input.paymentForm === '99')) throw new CfdiInputError('Con método de pago PUE la forma de pago debe ser la forma real del pago (no 99).');
}

/** The same for a payment CFDI: receiver use CP01, dates of each payment, MXN/USD rates. */
export function checkPaymentCfdiInput(input: PaymentCfdiInput): void {
  checkCommon(input);
  if (input.receiver.use !== 'CP01') throw new CfdiInputError('En un CFDI de pago el uso del CFDI del receptor debe ser CP01 (Pagos).');
  input.payments.forEach((payment, p) => {
    checkDate(payment.date, `La fecha del pago ${p + 1}`);
    if (payment.form === '99') throw new CfdiInputError(`Pago ${p + 1}: la forma de pago no puede ser 99 (Por definir).`);
    payment.documents.forEach((document, d) => {
      if (!UUID_RE.test(document.uuid.trim())) throw new CfdiInputError(`Pago ${p + 1}, documento ${d + 1}: «${document.uuid.slice(0, 40)}» no es un UUID de CFDI.`);
    });
  });
}
