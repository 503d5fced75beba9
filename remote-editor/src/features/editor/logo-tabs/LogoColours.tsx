import type { Pantone } from '@muestrario/shared/contract';
import { formatInteger, nearestThreads } from '@muestrario/shared/rules';
import type { LogoDecoration } from '../../../model';
import { usePantones } from '../api/editor-api';

/** Threads suggested per colour of the logo. */
const SUGGESTIONS = 2;

/**
 * 'Colores del logo' (issue 18): the colours the server read from the picture, with the share of the
 * logo each covers, and for each the nearest threads of the catalogue by CIEDE2000 in words
 * ('ΔE 1.2 · indistinguible'); 'Agregar' puts a suggested thread in 'Colores(Pantones)'.
 */
export function LogoColours({ logo, onAdd, disabled }: { logo: LogoDecoration; onAdd: (threadId: string) => void; disabled?: boolean }) {
  const { data: catalogue = [] } = usePantones();
  if (logo.colours.length === 0) return null;
  return (
    <section aria-labelledby={`colores-${logo.id}`} className="ed:min-w-0">
      <h3 id={`colores-${logo.id}`} className="ed:text-sm/6 ed:font-medium ed:text-gray-900">
        Colores del logo
      </h3>
      <p className="ed:text-xs ed:text-gray-500">Leídos de la imagen; junto a cada uno, los hilos más cercanos del catálogo.</p>
      <ul aria-label="Colores del logo" className="ed:mt-2 ed:space-y-2">
        {logo.colours.map((colour) => (
          <ColourRow key={colour.hex} colour={colour} catalogue={catalogue} chosen={logo.pantones} onAdd={onAdd} disabled={disabled} />
        ))}
      </ul>
    </section>
  );
}

function ColourRow({
  colour,
  catalogue,
  chosen,
  onAdd,
  disabled,
}: {
  colour: { hex: string; share: number };
  catalogue: readonly Pantone[];
  chosen: readonly string[];
  onAdd: (threadId: string) => void;
  disabled?: boolean;
}) {
  const share = `${formatInteger(colour.share * 100)} %`;
  return (
    <li aria-label={`Color ${colour.hex}, ${share} del logo`} className="ed:rounded-md ed:p-2.5 ed:ring-1 ed:ring-gray-200">
      <div className="ed:flex ed:items-center ed:gap-2 ed:text-sm">
        <span aria-hidden="true" className="ed:size-6 ed:shrink-0 ed:rounded ed:ring-1 ed:ring-black/10" style={{ backgroundColor: colour.hex }} />
        <span className="ed:font-mono ed:text-gray-900">{colour.hex}</span>
        <span className="ed:ml-auto ed:text-gray-600">{share}</span>
      </div>
      <ul aria-label={`Hilos sugeridos para ${colour.hex}`} className="ed:mt-2 ed:space-y-1.5">
        {nearestThreads(colour.hex, catalogue, SUGGESTIONS).map(({ thread, words }) => {
          const added = chosen.includes(thread.id);
          return (
            <li key={thread.id} className="ed:flex ed:items-center ed:gap-2 ed:text-sm">
              <span aria-hidden="true" className="ed:size-4 ed:shrink-0 ed:rounded-full ed:ring-1 ed:ring-black/10" style={{ backgroundColor: thread.hex }} />
              <span className="ed:min-w-0 ed:flex-1">
                <span className="ed:block ed:truncate ed:text-gray-800" title={`${thread.id} ${thread.nombre} · ${thread.color}`}>
                  <span className="ed:font-mono">{thread.id}</span> {thread.nombre}
                </span>
                <span className="ed:block ed:text-xs ed:text-gray-600">{words}</span>
              </span>
              <button
                type="button"
                disabled={disabled || added}
                aria-label={added ? `Hilo ${thread.id} ${thread.nombre} agregado` : `Agregar hilo ${thread.id} ${thread.nombre}`}
                onClick={() => onAdd(thread.id)}
                className="ed:cursor-pointer ed:rounded-md ed:px-2 ed:py-0.5 ed:text-xs ed:font-semibold ed:text-primary-700 ed:ring-1 ed:ring-primary-200 ed:hover:bg-primary-50 ed:focus-visible:outline-2 ed:focus-visible:outline-primary-600 ed:disabled:cursor-default ed:disabled:text-gray-500 ed:disabled:ring-gray-200 ed:disabled:hover:bg-transparent"
              >
                {added ? 'Agregado' : 'Agregar'}
              </button>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
