import { PAGE_SIZE } from '@muestrario/shared/contract';
import { foldText } from '@muestrario/shared/rules';

/** The rows a page request covers (page 1…, PAGE_SIZE rows unless asked otherwise). */
export function pageWindow(q: { page?: number | undefined; pageSize?: number | undefined }): { page: number; pageSize: number; offset: number } {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** A page of a list with the true number of matching rows (a `count(*)` may come back as a string). */
export function pageAnswer<R>(window: { page: number; pageSize: number }, total: number | string, rows: R[]) {
  return { total: Number(total), page: window.page, pageSize: window.pageSize, rows };
}

/** The words of a search box, folded (no case or accents); every one must match. */
export function searchWords(search: string | undefined): string[] {
  return foldText(search ?? '').split(/\s+/).filter(Boolean);
}
