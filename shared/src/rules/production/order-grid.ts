import { stageName } from '../../domain/stages';
import { indexOfName, type SizeGrid } from './grid';

/*
 * An order line's grid against its style and sample (issue 30 item 2): what the order form and the
 * server both check before the name list (name-list.ts). docs/decisions/production.md 'Order lines with
 * a grid'.
 */

/** The stage whose samples an order line may reproduce ('Autorizada'). */
export const GRID_SAMPLE_STAGE = 7;

export const ORDER_GRID_MESSAGES = {
  orderNotFound: 'La orden de venta no existe.',
  lineNotFound: 'La línea no es de esta orden de venta.',
  styleNotFound: 'El estilo no existe.',
  notAStyle: (code: string) => `«${code}» es un servicio: la cuadrícula de tallas necesita un estilo.`,
  sampleNotFound: 'La muestra no existe.',
  sampleNotAuthorised: (name: string, stage: number) =>
    `La muestra «${name}» está en la etapa «${stageName(stage)}»: solo una muestra autorizada (etapa ${GRID_SAMPLE_STAGE}, ${stageName(GRID_SAMPLE_STAGE)}) puede fabricarse.`,
  sampleOfOtherClient: (name: string) => `La muestra «${name}» es de otro cliente.`,
  colourNotInStyle: (colour: string, code: string, colours: readonly string[]) => `El color «${colour}» no es del estilo ${code} (${colours.join(', ')}).`,
  sizeNotInStyle: (size: string, code: string, sizes: readonly string[]) => `La talla «${size}» no es de la corrida del estilo ${code} (${sizes.join(', ')}).`,
  quantityFromGrid: (line: number, total: number) =>
    `Línea ${line}: su cantidad la da su cuadrícula de tallas (${total.toLocaleString('es-MX')} piezas); cámbiala en «Tallas y nombres».`,
  codeWithGrid: (line: number) => `Línea ${line}: tiene cuadrícula de tallas; quítala antes de cambiar su artículo.`,
  moreErrors: (n: number) => `… y ${n.toLocaleString('es-MX')} errores más.`,
} as const;

/** Why a sample cannot be reproduced on an order line, or null when it can (stage 7 only). */
export function gridSampleRefusal(sample: { name: string; stage: number }): string | null {
  return sample.stage === GRID_SAMPLE_STAGE ? null : ORDER_GRID_MESSAGES.sampleNotAuthorised(sample.name, sample.stage);
}

/** Every colour and size of the grid must be the style's (its active colours, its size run). */
export function gridStyleErrors(grid: SizeGrid, style: { code: string; colours: readonly string[]; sizes: readonly string[] }): string[] {
  return [
    ...grid.colours.filter((c) => indexOfName(style.colours, c) < 0).map((c) => ORDER_GRID_MESSAGES.colourNotInStyle(c, style.code, style.colours)),
    ...grid.sizes.filter((s) => indexOfName(style.sizes, s) < 0).map((s) => ORDER_GRID_MESSAGES.sizeNotInStyle(s, style.code, style.sizes)),
  ];
}

/** A saved name list as text again (tab separated with a header), for the paste area. */
export function nameListText(rows: readonly { name: string; size: string; colour: string; text: string }[]): string {
  if (rows.length === 0) return '';
  const withText = rows.some((r) => r.text !== '');
  const head = withText ? 'nombre\ttalla\tcolor\ttexto' : 'nombre\ttalla\tcolor';
  return [head, ...rows.map((r) => [r.name, r.size, r.colour, ...(withText ? [r.text] : [])].join('\t'))].join('\n');
}

/** At most `max` messages, the rest counted. */
export function firstErrors(errors: readonly string[], max = 8): string {
  return errors.length <= max ? errors.join(' ') : [...errors.slice(0, max), ORDER_GRID_MESSAGES.moreErrors(errors.length - max)].join(' ');
}
