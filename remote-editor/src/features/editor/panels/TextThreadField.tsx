import { useCallback } from 'react';
import type { Pantone } from '@muestrario/shared/contract';
import { NO_THREAD_LABEL } from '@muestrario/shared/rules';
import { Combobox } from '@muestrario/shared/ui';
import { usePantones } from '../api/editor-api';
import { pantoneLabel, searchPantones } from '../logo-tabs/PantonePicker';

/**
 * 'Hilo del texto' (issue 33): the text's catalogue thread (swatch, id and name) and a search to choose
 * another; a text without one shows its colour and 'sin hilo asignado'.
 */
export function TextThreadField({
  threadId,
  color,
  onChoose,
  disabled,
}: {
  threadId: string | null;
  /** Six hex digits without '#'. */
  color: string;
  onChoose: (thread: Pantone) => void;
  disabled?: boolean;
}) {
  const { data: catalogue = [] } = usePantones();
  const search = useCallback(async (query: string) => searchPantones(catalogue, query), [catalogue]);
  const thread = threadId === null ? undefined : catalogue.find((p) => p.id === threadId);
  const hex = `#${color.replace('#', '').toUpperCase()}`;
  const current = threadId === null ? `${hex} (${NO_THREAD_LABEL})` : thread ? `${thread.id} ${thread.nombre} · ${thread.color}` : threadId;
  return (
    <fieldset className="ed:min-w-0">
      <legend className="ed:text-sm/6 ed:font-medium ed:text-gray-900">Hilo del texto</legend>
      <p className="ed:mt-1 ed:flex ed:items-center ed:gap-2 ed:text-sm ed:text-gray-700" data-testid="text-thread">
        <span aria-hidden="true" className="ed:size-5 ed:shrink-0 ed:rounded-full ed:ring-1 ed:ring-black/10" style={{ backgroundColor: thread?.hex ?? hex }} />
        <span className="ed:min-w-0 ed:truncate">{current}</span>
      </p>
      <Combobox<Pantone>
        className="ed:mt-2"
        aria-label="Buscar hilo del texto"
        placeholder="Número, nombre o color (rojo…)"
        search={search}
        debounceMs={120}
        getKey={(p) => p.id}
        getLabel={pantoneLabel}
        onSelect={onChoose}
        disabled={disabled}
      />
    </fieldset>
  );
}
