import type { ItemInput } from '@muestrario/shared/contract';
import { ITEM_LIMITS } from '@muestrario/shared/domain';
import { Button, EmptyState, Field, TextInput } from '@muestrario/shared/ui';
import { PlusIcon, TrashIcon } from '../icons';
import { ColourInput } from './ColourInput';
import { withColour, withColourName, withNewColour, withoutColour } from './item-draft';

interface Props {
  item: ItemInput;
  errorOf: (key: string) => string | undefined;
  onChange: (next: ItemInput, fields: string[]) => void;
}

/** 'Colores': each colour with its name, its code (for the variant codes) and its swatch; add and remove. */
export function ColoursEditor({ item, errorOf, onChange }: Props) {
  const full = item.colours.length >= ITEM_LIMITS.colours;
  return (
    <fieldset className="bo:min-w-0">
      <legend className="bo:text-base bo:font-semibold bo:text-gray-900">Colores</legend>
      <p className="bo:mt-1 bo:text-sm bo:text-gray-600">El código del color forma el de cada variante (AZM en POL-001-AZM-G).</p>
      {errorOf('colours') && (
        <p role="alert" className="bo:mt-2 bo:text-sm bo:text-red-600">
          {errorOf('colours')}
        </p>
      )}
      {item.colours.length === 0 ? (
        <EmptyState headingLevel={3} title="Sin colores" description="Agrega los colores en que se fabrica el estilo." className="bo:py-6" />
      ) : (
        <ol className="bo:mt-4 bo:space-y-4">
          {item.colours.map((c, i) => {
            const n = i + 1;
            return (
              <li key={c.id ?? `new-${i}`} className="bo:grid bo:grid-cols-[1fr_6rem] bo:items-start bo:gap-x-3 bo:gap-y-3 bo:sm:grid-cols-[1fr_6rem_7rem_auto] bo:sm:items-end">
                <Field label={`Color ${n}`} error={errorOf(`colours.${i}.name`)}>
                  <TextInput value={c.name} maxLength={ITEM_LIMITS.colourName} autoComplete="off" placeholder="Azul marino" onChange={(e) => onChange(withColourName(item, i, e.target.value), [`colours.${i}.name`, `colours.${i}.code`])} />
                </Field>
                <Field label={<>Código<span className="bo:sr-only"> del color {n}</span></>} error={errorOf(`colours.${i}.code`)}>
                  <TextInput value={c.code} maxLength={ITEM_LIMITS.colourCode} autoComplete="off" className="bo:font-mono bo:uppercase" onChange={(e) => onChange(withColour(item, i, { code: e.target.value.toUpperCase() }), [`colours.${i}.code`])} />
                </Field>
                <Field label={<>Muestra<span className="bo:sr-only"> del color {n}</span></>} error={errorOf(`colours.${i}.hex`)}>
                  <ColourInput value={c.hex} onChange={(hex) => onChange(withColour(item, i, { hex }), [`colours.${i}.hex`])} />
                </Field>
                <Button type="button" variant="secondary" onClick={() => onChange(withoutColour(item, i), ['colours'])} className="bo:col-span-2 bo:sm:col-span-1">
                  <TrashIcon className="bo:size-4" />
                  Quitar<span className="bo:sr-only"> color {n}{c.name ? ` (${c.name})` : ''}</span>
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <Button type="button" variant="secondary" className="bo:mt-4" disabled={full} onClick={() => onChange(withNewColour(item), ['colours'])}>
        <PlusIcon className="bo:size-4" />
        Agregar color
      </Button>
    </fieldset>
  );
}
