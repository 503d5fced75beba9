import { STOCK_MESSAGES as M } from '../../domain/stock';

/** A location code: letters, digits and hyphens ('A-01-03'), upper-cased when stored. */
export const LOCATION_CODE_PATTERN = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;

/** The stored form of a warehouse or location code: trimmed, upper case. */
export const stockCode = (code: string): string => code.trim().toUpperCase();

/** What is wrong with a warehouse typed in (beyond its schema): field → Spanish message. */
export function warehouseErrors(body: { code: string; name: string }): Partial<Record<'code' | 'name', string>> {
  const errors: Partial<Record<'code' | 'name', string>> = {};
  if (!body.code.trim()) errors.code = M.codeRequired;
  else if (!LOCATION_CODE_PATTERN.test(body.code.trim())) errors.code = M.codeFormat;
  if (!body.name.trim()) errors.name = M.nameRequired;
  return errors;
}

/** What is wrong with a location typed in (beyond its schema): field → Spanish message. */
export function locationErrors(body: { code: string }): Partial<Record<'code', string>> {
  if (!body.code.trim()) return { code: M.codeRequired };
  if (!LOCATION_CODE_PATTERN.test(body.code.trim())) return { code: M.codeFormat };
  return {};
}
