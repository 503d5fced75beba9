import { Button } from './Button';
import { lastPage, pageRangeText } from './paging';

/** The list footer: 'Mostrando 1 a 10 de N resultados' with the true N, and the previous / next buttons. */
export function Pagination({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const last = lastPage(pageSize, total);
  return (
    <nav aria-label="Paginación" className="ui:flex ui:flex-wrap ui:items-center ui:justify-between ui:gap-3 ui:border-t ui:border-gray-200 ui:px-4 ui:py-3 ui:sm:px-6">
      <p role="status" className="ui:text-sm ui:text-gray-700">
        {pageRangeText(page, pageSize, total)}
      </p>
      <div className="ui:flex ui:gap-2">
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
