import type { ItemRow } from '@muestrario/shared/contract';
import { BOM_LIMITS } from '@muestrario/shared/domain';
import { Button, ErrorAlert, Field, Select, TextInput } from '@muestrario/shared/ui';
import { PlusIcon, TrashIcon } from '../icons';
import { takenMaterials, withLine, withNewLine, withoutLine, type BomFormValues } from './bom-draft';

/** Below the sm breakpoint a line is a small grid: the component on top, quantity, unit, scrap and 'Quitar' under it. */
const PHONE_ROW = 'bo:max-sm:grid bo:max-sm:grid-cols-[1fr_auto_1fr_auto] bo:max-sm:items-start bo:max-sm:gap-x-3 bo:max-sm:py-2';

/** The column's name over a cell on a phone, where the table's header row is hidden (screen readers read the header). */
function PhoneLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="bo:mb-1 bo:block bo:text-xs bo:font-medium bo:text-gray-600 bo:sm:hidden">
      {children}
    </span>
  );
}

export interface ComponentLinesProps {
  values: BomFormValues;
  materials: readonly ItemRow[];
  /** The style's code (the blank's). */
  styleCode: string | null;
  readOnly: boolean;
  errorOf: (key: string) => string | undefined;
  onChange: (next: BomFormValues, fields: string[]) => void;
}

/** 'Componentes por pieza': the blank (fixed) and the material lines, each with its quantity and scrap. */
export function ComponentLines({ values, materials, styleCode, readOnly, errorOf, onChange }: ComponentLinesProps) {
  const unitOf = (itemId: number | null) => materials.find((m) => m.id === itemId)?.unit ?? '—';
  return (
    <section aria-labelledby="bom-lines-heading">
      <h2 id="bom-lines-heading" className="bo:text-base bo:font-semibold bo:text-gray-900">
        Componentes por pieza
      </h2>
      <p className="bo:mt-1 bo:text-sm bo:text-gray-600">La prenda base sigue a la variante que se produce (color × talla); los materiales se piden por pieza más su merma, redondeada hacia arriba.</p>
      {errorOf('lines') && (
        <ErrorAlert title="Revisa los componentes" className="bo:mt-3">
          {errorOf('lines')}
        </ErrorAlert>
      )}
      <div className="bo:mt-4 bo:overflow-x-auto">
        <table className="bo:min-w-full bo:text-left bo:text-sm bo:max-sm:block">
          <thead className="bo:border-b bo:border-gray-200 bo:text-gray-700 bo:max-sm:sr-only">
            <tr>
              <th scope="col" className="bo:py-2 bo:pr-3 bo:font-semibold">Componente</th>
              <th scope="col" className="bo:px-3 bo:py-2 bo:font-semibold">Cantidad por pieza</th>
              <th scope="col" className="bo:px-3 bo:py-2 bo:font-semibold">Unidad</th>
              <th scope="col" className="bo:px-3 bo:py-2 bo:font-semibold">Merma %</th>
              <th scope="col" className="bo:py-2 bo:pl-3 bo:font-semibold">
                <span className="bo:sr-only">Quitar</span>
              </th>
            </tr>
          </thead>
          <tbody className="bo:divide-y bo:divide-gray-100 bo:max-sm:block">
            {values.lines.map((line, i) => {
              const n = i + 1;
              if (line.kind === 'blank') {
                return (
                  <tr key={`blank-${i}`} className={PHONE_ROW}>
                    <td className="bo:py-3 bo:pr-3 bo:align-top bo:max-sm:col-span-4 bo:max-sm:pb-1">
                      <span className="bo:block bo:font-medium bo:text-gray-900">Prenda base</span>
                      <span className="bo:block bo:text-xs bo:text-gray-600">
                        La variante del estilo{styleCode ? <> (<span className="bo:font-mono">{styleCode}-color-talla</span>)</> : ''}
                      </span>
                    </td>
                    <td className="bo:px-3 bo:py-3 bo:align-top bo:tabular-nums bo:max-sm:px-0">
                      <PhoneLabel>Cantidad por pieza</PhoneLabel>1
                    </td>
                    <td className="bo:px-3 bo:py-3 bo:align-top bo:max-sm:px-0">
                      <PhoneLabel>Unidad</PhoneLabel>pieza
                    </td>
                    <td className="bo:px-3 bo:py-3 bo:align-top bo:tabular-nums bo:max-sm:px-0">
                      <PhoneLabel>Merma %</PhoneLabel>0
                    </td>
                    <td className="bo:py-3 bo:pl-3 bo:max-sm:hidden" />
                  </tr>
                );
              }
              const taken = takenMaterials(values, i);
              const options = materials.filter((m) => !taken.has(m.id) && (m.active || m.id === line.itemId));
              return (
                <tr key={`line-${i}`} className={PHONE_ROW}>
                  <td className="bo:py-3 bo:pr-3 bo:align-top bo:sm:min-w-64 bo:max-sm:col-span-4 bo:max-sm:pr-0 bo:max-sm:pb-1">
                    <Field label={`Material de la línea ${n}`} hideLabel error={errorOf(`lines.${i}.itemId`)}>
                      <Select
                        value={line.itemId === null ? '' : String(line.itemId)}
                        options={[{ value: '', label: 'Elige un material' }, ...options.map((m) => ({ value: String(m.id), label: `${m.code} · ${m.description}` }))]}
                        onChange={(e) => onChange(withLine(values, i, { itemId: e.target.value ? Number(e.target.value) : null }), [`lines.${i}.itemId`, 'lines'])}
                      />
                    </Field>
                  </td>
                  <td className="bo:w-32 bo:px-3 bo:py-3 bo:align-top bo:max-sm:w-auto bo:max-sm:px-0">
                    <PhoneLabel>Cantidad por pieza</PhoneLabel>
                    <Field label={`Cantidad por pieza de la línea ${n}`} hideLabel error={errorOf(`lines.${i}.quantity`)}>
                      <TextInput
                        value={line.quantity}
                        inputMode="decimal"
                        autoComplete="off"
                        maxLength={12}
                        className="bo:tabular-nums"
                        onChange={(e) => onChange(withLine(values, i, { quantity: e.target.value }), [`lines.${i}.quantity`])}
                      />
                    </Field>
                  </td>
                  <td className="bo:px-3 bo:py-3 bo:align-top bo:whitespace-nowrap bo:text-gray-700 bo:max-sm:px-0">
                    <PhoneLabel>Unidad</PhoneLabel>
                    {unitOf(line.itemId)}
                  </td>
                  <td className="bo:w-28 bo:px-3 bo:py-3 bo:align-top bo:max-sm:w-auto bo:max-sm:px-0">
                    <PhoneLabel>Merma %</PhoneLabel>
                    <Field label={`Merma en por ciento de la línea ${n}`} hideLabel error={errorOf(`lines.${i}.scrapPercent`)}>
                      <TextInput
                        value={line.scrapPercent}
                        inputMode="decimal"
                        autoComplete="off"
                        maxLength={6}
                        className="bo:tabular-nums"
                        onChange={(e) => onChange(withLine(values, i, { scrapPercent: e.target.value }), [`lines.${i}.scrapPercent`])}
                      />
                    </Field>
                  </td>
                  <td className="bo:py-3 bo:pl-3 bo:text-right bo:align-top bo:max-sm:self-end bo:max-sm:pl-0">
                    {!readOnly && (
                      <Button variant="secondary" size="sm" onClick={() => onChange(withoutLine(values, i), ['lines'])}>
                        <TrashIcon className="bo:size-4" />
                        <span className="bo:sr-only">Quitar la línea {n}</span>
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {!readOnly && values.lines.length < BOM_LIMITS.lines && (
        <Button variant="secondary" className="bo:mt-4" onClick={() => onChange(withNewLine(values), ['lines'])}>
          <PlusIcon className="bo:-ml-0.5 bo:size-5" />
          Agregar componente
        </Button>
      )}
    </section>
  );
}
