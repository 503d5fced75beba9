import { foldText } from '../text';

/**
 * A name as programs compare it (issue 35): trimmed, inner spaces collapsed, no case or accents — so
 * 'Operador de Almacén' and ' operador  de almacen' are one job title, 'José Pérez' and 'JOSE PEREZ' one
 * employee. Stored beside the name (`folded_name`) under a unique index.
 */
export function foldName(name: string): string {
  return foldText(cleanName(name));
}

/** A name as stored: trimmed, inner runs of spaces (and tabs) collapsed to one space. */
export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}
