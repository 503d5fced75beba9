import type { ReactNode } from 'react';
import type { ProductionSnapshot } from '@muestrario/shared/rules';
import { gridTotals, OPERATION_KIND_LABELS } from '@muestrario/shared/rules';
import { EmptyState } from '@muestrario/shared/ui';

/*
 * The tabs drawn from the order's snapshot (what the order was made from, frozen when it was created):
 * 'Tallas y nombres', 'Materiales' and 'Muestra'. Tables are real table markup; on a phone each scrolls
 * sideways in its own box.
 */

const number = (n: number) => n.toLocaleString('es-MX', { maximumFractionDigits: 3 });
const TH = 'bo:px-3 bo:py-2 bo:text-left bo:font-semibold bo:text-gray-900 bo:whitespace-nowrap';
const TD = 'bo:px-3 bo:py-2 bo:text-gray-700';
const NUM = 'bo:px-3 bo:py-2 bo:text-right bo:tabular-nums bo:text-gray-700';

function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="bo:overflow-x-auto bo:rounded-md bo:border bo:border-gray-200">
      {children}
    </div>
  );
}

/** The colour × size grid with totals per colour, per size and for the order, then the name list. */
export function SizesAndNames({ snapshot }: { snapshot: ProductionSnapshot }) {
  const { grid, names } = snapshot;
  const totals = gridTotals(grid);
  return (
    <div className="bo:space-y-6">
      <Scroll label="Cuadrícula de tallas">
        <table className="bo:min-w-full bo:divide-y bo:divide-gray-200 bo:text-sm">
          <caption className="bo:px-3 bo:py-2 bo:text-left bo:font-semibold bo:text-gray-900">Piezas por color y talla</caption>
          <thead className="bo:bg-gray-50">
            <tr>
              <th scope="col" className={TH}>
                Color
              </th>
              {grid.sizes.map((size) => (
                <th key={size} scope="col" className={`${TH} bo:text-right`}>
                  {size}
                </th>
              ))}
              <th scope="col" className={`${TH} bo:text-right`}>
                Total
              </th>
            </tr>
          </thead>
          <tbody className="bo:divide-y bo:divide-gray-100">
            {grid.colours.map((colour, r) => (
              <tr key={colour}>
                <th scope="row" className={`${TH} bo:font-medium`}>
                  {colour}
                </th>
                {grid.sizes.map((size, c) => (
                  <td key={size} className={NUM}>
                    {number(grid.quantities[r]?.[c] ?? 0)}
                  </td>
                ))}
                <td className={`${NUM} bo:font-semibold bo:text-gray-900`}>{number(totals.rows[r] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="bo:bg-gray-50">
            <tr>
              <th scope="row" className={TH}>
                Total
              </th>
              {totals.columns.map((n, c) => (
                <td key={grid.sizes[c]} className={`${NUM} bo:font-semibold bo:text-gray-900`}>
                  {number(n)}
                </td>
              ))}
              <td className={`${NUM} bo:font-semibold bo:text-gray-900`}>{number(totals.total)}</td>
            </tr>
          </tfoot>
        </table>
      </Scroll>
      {names.length === 0 ? (
        <p className="bo:text-sm bo:text-gray-600">Esta orden no lleva lista de nombres.</p>
      ) : (
        <Scroll label="Lista de nombres">
          <table className="bo:min-w-full bo:divide-y bo:divide-gray-200 bo:text-sm">
            <caption className="bo:px-3 bo:py-2 bo:text-left bo:font-semibold bo:text-gray-900">Lista de nombres ({number(names.length)})</caption>
            <thead className="bo:bg-gray-50">
              <tr>
                {['#', 'Nombre', 'Talla', 'Color', 'Texto'].map((h) => (
                  <th key={h} scope="col" className={TH}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="bo:divide-y bo:divide-gray-100">
              {names.map((n, i) => (
                <tr key={i}>
                  <td className={`${TD} bo:tabular-nums`}>{i + 1}</td>
                  <td className={`${TD} bo:font-medium bo:text-gray-900`}>{n.name}</td>
                  <td className={TD}>{n.size}</td>
                  <td className={TD}>{n.colour}</td>
                  <td className={TD}>{n.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
    </div>
  );
}

/** The exploded materials: a blank per variant, then each material, quantities with their scrap. */
export function Materials({ snapshot }: { snapshot: ProductionSnapshot }) {
  if (snapshot.materials.length === 0) return <EmptyState headingLevel={3} title="Sin materiales" description="Esta orden no tiene materiales que surtir." />;
  return (
    <div className="bo:space-y-3">
      {snapshot.withoutBom && (
        <p className="bo:text-sm bo:text-gray-600">El estilo {snapshot.style.code} no tenía lista de materiales al crear la orden: solo se surten las prendas base.</p>
      )}
      <Scroll label="Materiales a surtir">
        <table className="bo:min-w-full bo:divide-y bo:divide-gray-200 bo:text-sm">
          <caption className="bo:px-3 bo:py-2 bo:text-left bo:font-semibold bo:text-gray-900">Materiales a surtir ({snapshot.pieces.toLocaleString('es-MX')} piezas)</caption>
          <thead className="bo:bg-gray-50">
            <tr>
              <th scope="col" className={TH}>
                Código
              </th>
              <th scope="col" className={TH}>
                Descripción
              </th>
              <th scope="col" className={TH}>
                Unidad
              </th>
              <th scope="col" className={`${TH} bo:text-right`}>
                Neto
              </th>
              <th scope="col" className={`${TH} bo:text-right`}>
                Merma
              </th>
              <th scope="col" className={`${TH} bo:text-right`}>
                Cantidad con merma
              </th>
            </tr>
          </thead>
          <tbody className="bo:divide-y bo:divide-gray-100">
            {snapshot.materials.map((m) => (
              <tr key={`${m.component}-${m.colour ?? ''}-${m.size ?? ''}`}>
                <td className={`${TD} bo:font-mono bo:text-xs bo:whitespace-nowrap`}>{m.component}</td>
                <td className={TD}>
                  {m.description}
                  {m.colour && <span className="bo:text-gray-500">{` · ${m.colour}, talla ${m.size ?? ''}`}</span>}
                </td>
                <td className={TD}>{m.unit}</td>
                <td className={NUM}>{number(m.net)}</td>
                <td className={NUM}>{m.scrapPercent > 0 ? `${number(m.scrapPercent)} % (+${number(m.scrap)})` : '—'}</td>
                <td className={`${NUM} bo:font-semibold bo:text-gray-900`}>{number(m.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </div>
  );
}

/** The sample the order reproduces, as it was: its name, round and decorations. */
export function SampleSnapshot({ snapshot }: { snapshot: ProductionSnapshot }) {
  const { sample } = snapshot;
  return (
    <div className="bo:space-y-3">
      <p className="bo:text-sm bo:text-gray-700">
        <span className="bo:font-semibold bo:text-gray-900">{sample.name}</span> · ronda {sample.round} · {snapshot.operations.length} operaciones planeadas (
        {snapshot.operations.map((o) => OPERATION_KIND_LABELS[o.kind]).filter((l, i, all) => all.indexOf(l) === i).join(', ')})
      </p>
      <Scroll label="Decoraciones de la muestra">
        <table className="bo:min-w-full bo:divide-y bo:divide-gray-200 bo:text-sm">
          <caption className="bo:px-3 bo:py-2 bo:text-left bo:font-semibold bo:text-gray-900">Decoraciones</caption>
          <thead className="bo:bg-gray-50">
            <tr>
              <th scope="col" className={TH}>
                Decoración
              </th>
              <th scope="col" className={TH}>
                Técnica
              </th>
              <th scope="col" className={TH}>
                Posición
              </th>
              <th scope="col" className={`${TH} bo:text-right`}>
                Puntadas
              </th>
            </tr>
          </thead>
          <tbody className="bo:divide-y bo:divide-gray-100">
            {sample.decorations.map((d, i) => (
              <tr key={i}>
                <td className={`${TD} bo:font-medium bo:text-gray-900`}>{d.name}</td>
                <td className={TD}>{d.technique}</td>
                <td className={TD}>{d.positionLabel ?? d.position}</td>
                <td className={NUM}>{d.technique === 'Bordado' ? number(d.stitches) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </div>
  );
}
