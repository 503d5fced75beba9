/*
 * The Spanish messages of one row of a roster file (issue 35, item 2). The table on screen shows the row
 * and the column beside each message, so the message does not repeat them; `issueLine` writes the three
 * together for a plain list (a 400's `problems`).
 */

const list = (values: readonly string[]) => values.join(', ');

export const ROSTER_ROW_MESSAGES = {
  missingName: 'Falta el nombre.',
  nameTooLong: (max: number) => `El nombre tiene más de ${max} caracteres.`,
  missingJobTitle: 'Falta el puesto.',
  unknownJobTitle: (value: string, known: readonly string[]) =>
    known.length === 0 ? `El puesto «${value}» no está en el programa: el programa aún no tiene puestos.` : `El puesto «${value}» no está en el programa (puestos: ${list(known)}).`,
  numberTooLong: (max: number) => `El número de empleado tiene más de ${max} caracteres.`,
  areaTooLong: (max: number) => `El área tiene más de ${max} caracteres.`,
  badDate: (value: string) => `«${value}» no es una fecha válida: escríbela como dd/mm/aaaa (15/01/2025).`,
  dateOutOfRange: (value: string) => `La fecha «${value}» está fuera de rango (de 1900 a 2100).`,
  sizeNotInRun: (value: string, label: string, sizes: readonly string[]) => `La talla «${value}» no es de ${label} (tallas: ${list(sizes)}).`,
  formula: (value: string) => `«${value}» empieza como una fórmula de hoja de cálculo (=, +, - o @): escribe el texto sin ese signo.`,
  controlCharacters: 'La celda tiene caracteres de control invisibles: vuelve a escribirla.',
  duplicateNumberInFile: (number: string, firstRow: number) => `El número de empleado ${number} se repite: también está en la fila ${firstRow}.`,
  duplicateNameInFile: (name: string, firstRow: number) => `«${name}» se repite: también está en la fila ${firstRow}.`,
  sameEmployeeInFile: (name: string, firstRow: number) => `Esta fila y la fila ${firstRow} son el mismo empleado («${name}»).`,
  nameTakenByOther: (name: string, other: string | null) =>
    `Ya hay otro empleado llamado «${name}» en la plantilla${other ? ` (número ${other})` : ''}: escribe su número de empleado para actualizarlo, o distingue los nombres.`,
  numberDiffers: (name: string, number: string) =>
    `«${name}» ya está en la plantilla con el número ${number}: corrige el número o distingue los nombres.`,
  missingSize: (label: string) => `Sin talla de ${label}: no entrará en un pedido de esa prenda hasta tenerla.`,
  inactive: 'El empleado está dado de baja: la importación actualiza sus datos pero no lo reactiva.',
} as const;

/** 'Fila 7, Puesto: El puesto «Chofer» no está en el programa…' */
export function issueLine(issue: { row: number; column: string | null; message: string }): string {
  return `Fila ${issue.row.toLocaleString('es-MX')}${issue.column ? `, ${issue.column}` : ''}: ${issue.message}`;
}
