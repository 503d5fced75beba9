import { foldText } from '../text';

/*
 * The columns of a roster file (issue 35, item 2): five fixed ones and one per garment type of the
 * program's kits (one per style: 'Talla Polo piqué caballero'). The template writes these headers; an
 * uploaded file's header row is read back against them, without case, accents or extra spaces, in any
 * order, and a few other spellings people type are recognised too ('No. de empleado', 'Nombre completo').
 */

export type RosterFixedColumn = 'employeeNumber' | 'name' | 'jobTitle' | 'area' | 'startDate';

export type RosterColumn = { kind: RosterFixedColumn; header: string } | { kind: 'size'; garmentType: string; header: string };

/** What a garment type's size column needs: its key, what it is called, its style's code and run. */
export interface RosterGarmentType {
  garmentType: string;
  label: string;
  itemCode: string;
  sizes: readonly string[];
}

export const ROSTER_FIXED_HEADERS: Record<RosterFixedColumn, string> = {
  employeeNumber: 'Número de empleado',
  name: 'Nombre',
  jobTitle: 'Puesto',
  area: 'Área',
  startDate: 'Fecha de ingreso',
};

/** Columns a file must have (the others may be left out: then what the roster has stays). */
export const ROSTER_REQUIRED_COLUMNS: readonly RosterFixedColumn[] = ['name', 'jobTitle'];

/** Other headers people write for the fixed columns (folded). */
const ALIASES: Record<string, RosterFixedColumn> = {
  'numero de empleado': 'employeeNumber',
  'no. de empleado': 'employeeNumber',
  'no de empleado': 'employeeNumber',
  'num. de empleado': 'employeeNumber',
  'num de empleado': 'employeeNumber',
  'numero empleado': 'employeeNumber',
  'no. empleado': 'employeeNumber',
  'num. empleado': 'employeeNumber',
  'numero de nomina': 'employeeNumber',
  nomina: 'employeeNumber',
  'clave de empleado': 'employeeNumber',
  nombre: 'name',
  'nombre completo': 'name',
  'nombre del empleado': 'name',
  empleado: 'name',
  puesto: 'jobTitle',
  cargo: 'jobTitle',
  area: 'area',
  departamento: 'area',
  depto: 'area',
  'depto.': 'area',
  'fecha de ingreso': 'startDate',
  ingreso: 'startDate',
  'fecha de alta': 'startDate',
  alta: 'startDate',
};

/** A header as it is compared: folded, spaces collapsed, a trailing colon or asterisk dropped. */
export const foldHeader = (header: string) =>
  foldText(header)
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s*[:*]$/, '');

/** The size column's header of each garment type: 'Talla <style>', with the code when two styles share a name. */
export function sizeHeaders(garmentTypes: readonly RosterGarmentType[]): Map<string, string> {
  const count = new Map<string, number>();
  for (const g of garmentTypes) count.set(foldHeader(g.label), (count.get(foldHeader(g.label)) ?? 0) + 1);
  return new Map(garmentTypes.map((g) => [g.garmentType, count.get(foldHeader(g.label))! > 1 ? `Talla ${g.label} (${g.itemCode})` : `Talla ${g.label}`]));
}

/** The template's columns, in order: the five fixed ones, then a size column per garment type. */
export function rosterTemplateColumns(garmentTypes: readonly RosterGarmentType[]): RosterColumn[] {
  const headers = sizeHeaders(garmentTypes);
  return [
    ...(Object.keys(ROSTER_FIXED_HEADERS) as RosterFixedColumn[]).map((kind) => ({ kind, header: ROSTER_FIXED_HEADERS[kind] })),
    ...garmentTypes.map((g) => ({ kind: 'size' as const, garmentType: g.garmentType, header: headers.get(g.garmentType)! })),
  ];
}

/** Which column a header names (a fixed one, or a garment type's sizes), or undefined. */
export function matchHeader(header: string, garmentTypes: readonly RosterGarmentType[]): RosterColumn | undefined {
  const folded = foldHeader(header);
  const fixed = ALIASES[folded];
  if (fixed) return { kind: fixed, header };
  const headers = sizeHeaders(garmentTypes);
  for (const g of garmentTypes) {
    // A style's name alone names it only when no other style of the program has that name.
    const shared = headers.get(g.garmentType) !== `Talla ${g.label}`;
    const names = [headers.get(g.garmentType)!, `Talla ${g.itemCode}`, ...(shared ? [] : [`Talla de ${g.label}`, g.label])].map(foldHeader);
    if (names.includes(folded)) return { kind: 'size', garmentType: g.garmentType, header };
  }
  return undefined;
}
