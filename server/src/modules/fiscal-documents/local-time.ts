import { BUSINESS_TIME_ZONE } from '@muestrario/shared/domain';

const FORMAT = new Intl.DateTimeFormat('sv-SE', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A CFDI's Fecha: the local time of the place of issue (Mexico City), 'yyyy-mm-ddThh:mm:ss'. */
export function cfdiLocalTime(at: Date): string {
  return FORMAT.format(at).replace(' ', 'T');
}
