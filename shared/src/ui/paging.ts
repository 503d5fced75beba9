/** 'Mostrando 1 a 10 de 97 resultados' (spec's list footer) for a page of a list with its true total. */
export function pageRangeText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Sin resultados';
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return `Mostrando ${from} a ${to} de ${total} ${total === 1 ? 'resultado' : 'resultados'}`;
}

export function lastPage(pageSize: number, total: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
