import { Button } from '@muestrario/shared/ui';
import { lastPage, pageRangeText } from './paging';

/** The list footer: 'Mostrando 1 a 10 de N resultados' with the true N, and the previous / next buttons. */
export function Pagination({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const last = lastPage(pageSize, total);
  return (
    <nav aria-label="Paginación" className="bo:flex bo:flex-wrap bo:items-center bo:justify-between bo:gap-3 bo:border-t bo:border-gray-200 bo:px-4 bo:py-3 bo:sm:px-6">
      <p role="status" className="bo:text-sm bo:text-gray-700">
        {pageRangeText(page, pageSize, total)}
      </p>
      <div className="bo:flex bo:gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Anterior
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= last} onClick={() => onPage(page + 1)}>
          Siguiente
        </Button>
      </div>
    </nav>
  );
}
