import { useCallback, useState } from 'react';
import type { Pantone } from '@muestrario/shared/contract';
import { colourFamily, threadMatches } from '@muestrario/shared/rules';
import { Button, Combobox } from '@muestrario/shared/ui';
import { usePantones } from '../api/editor-api';

const normalise = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * Threads found by id, Pantone code or name, or by their Spanish colour family derived from CIELAB
 * ('rojo', 'azul marino', 'verde', 'dorado': `threadMatches` in shared rules); first 30.
 */
export function searchPantones(catalogue: readonly Pantone[], query: string): Pantone[] {
  const q = normalise(query.trim());
  if (!q) return catalogue.slice(0, 30);
  return catalogue.filter((p) => normalise(`${p.id} ${p.color} ${p.nombre}`).includes(q) || threadMatches(p, query)).slice(0, 30);
}

/** An option of the search list: '1002 · Navy (PMS 289 C) · azul marino'. */
export function pantoneLabel(p: Pantone): string {
  const family = colourFamily(p.hex);
  return `${p.id} · ${p.nombre} (${p.color})${family ? ` · ${family}` : ''}`;
}

/** 'Colores(Pantones)': the chosen threads (swatch, id, name, remove) and a searchable list with 'Agregar'. */
export function PantonePicker({
  chosen,
  onAdd,
  onRemove,
  disabled,
}: {
  chosen: string[];
  onAdd: (id: string) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
}) {
  const { data: catalogue = [] } = usePantones();
  const [pending, setPending] = useState<Pantone | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const search = useCallback(async (query: string) => searchPantones(catalogue, query), [catalogue]);

  return (
    <fieldset className="ed:min-w-0">
      <legend className="ed:text-sm/6 ed:font-medium ed:text-gray-900">Colores(Pantones)</legend>
      {chosen.length > 0 ? (
        <ul className="ed:mt-2 ed:divide-y ed:divide-gray-100 ed:rounded-md ed:ring-1 ed:ring-gray-200" aria-label="Colores elegidos">
          {chosen.map((id) => {
            const p = byId.get(id);
            return (
              <li key={id} className="ed:flex ed:items-center ed:gap-3 ed:px-3 ed:py-2 ed:text-sm">
                <span aria-hidden="true" className="ed:size-5 ed:shrink-0 ed:rounded-full ed:ring-1 ed:ring-black/10" style={{ backgroundColor: p?.hex ?? '#fff' }} />
                <span className="ed:w-12 ed:font-mono ed:text-gray-900">{id}</span>
                <span className="ed:min-w-0 ed:flex-1 ed:truncate ed:text-gray-600">{p ? `${p.nombre} · ${p.color}` : ''}</span>
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={`Quitar ${id}${p ? ` ${p.nombre}` : ''}`}
                  onClick={() => onRemove(id)}
                  className="ed:cursor-pointer ed:rounded-md ed:p-1 ed:text-gray-400 ed:hover:bg-red-50 ed:hover:text-red-600 ed:focus-visible:outline-2 ed:focus-visible:outline-primary-600"
                >
                  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="ed:size-4">
                    <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="ed:mt-1 ed:text-sm ed:text-gray-500">Sin colores de hilo todavía.</p>
      )}
      <div className="ed:mt-2 ed:flex ed:gap-2">
        <Combobox<Pantone>
          key={resetKey}
          className="ed:flex-1"
          aria-label="Buscar color de hilo"
          placeholder="Número, nombre o color (rojo…)"
          search={search}
          debounceMs={120}
          getKey={(p) => p.id}
          getLabel={pantoneLabel}
          onSelect={setPending}
          disabled={disabled}
        />
        <Button
          variant="secondary"
          disabled={disabled || !pending || chosen.includes(pending.id)}
          onClick={() => {
            if (!pending) return;
            onAdd(pending.id);
            setPending(null);
            setResetKey((k) => k + 1);
          }}
        >
          Agregar
        </Button>
      </div>
    </fieldset>
  );
}
