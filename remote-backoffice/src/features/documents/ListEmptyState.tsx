import { Button, EmptyState } from '@muestrario/shared/ui';

/**
 * A document list's empty state: what the list will hold while nothing exists yet, or, when a search or a
 * filter matched nothing, a way back to the whole list.
 */
export function ListEmptyState({
  filtered,
  emptyText,
  filteredText,
  onClear,
  clearLabel = 'Limpiar búsqueda',
}: {
  filtered: boolean;
  emptyText: string;
  filteredText: string;
  onClear: () => void;
  clearLabel?: string;
}) {
  return (
    <EmptyState
      headingLevel={2}
      title="Sin resultados"
      description={filtered ? filteredText : emptyText}
      action={
        filtered ? (
          <Button variant="secondary" onClick={onClear}>
            {clearLabel}
          </Button>
        ) : undefined
      }
    />
  );
}
