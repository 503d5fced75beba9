import type { ItemInput } from '@muestrario/shared/contract';
import { LETTER_SIZES, NUMERIC_SIZES, ONE_SIZE, SIZE_RUN_PRESETS, type ItemSize } from '@muestrario/shared/domain';
import { Button } from '@muestrario/shared/ui';
import { toggleSize, withSizes } from './item-draft';

interface Props {
  item: ItemInput;
  error: string | undefined;
  onChange: (next: ItemInput, fields: string[]) => void;
}

const GROUPS: readonly [string, readonly ItemSize[]][] = [
  ['Tallas de letra', LETTER_SIZES],
  ['Tallas de cintura', NUMERIC_SIZES],
  ['Unitalla', [ONE_SIZE]],
];

/** 'Corrida de tallas': a preset in one click, or sizes ticked one by one (one family per run, kept in order). */
export function SizeRunChooser({ item, error, onChange }: Props) {
  return (
    <fieldset className="bo:min-w-0" aria-describedby={error ? 'item-sizes-error' : undefined}>
      <legend className="bo:text-base bo:font-semibold bo:text-gray-900">Corrida de tallas</legend>
      <div className="bo:mt-3 bo:flex bo:flex-wrap bo:gap-2" role="group" aria-label="Corridas frecuentes">
        {SIZE_RUN_PRESETS.map((preset) => (
          <Button key={preset.id} type="button" size="sm" variant="secondary" onClick={() => onChange(withSizes(item, preset.sizes), ['sizes'])}>
            {preset.label}
          </Button>
        ))}
      </div>
      {GROUPS.map(([label, sizes]) => (
        <fieldset key={label} className="bo:mt-4">
          <legend className="bo:text-sm bo:font-medium bo:text-gray-700">{label}</legend>
          <div className="bo:mt-2 bo:flex bo:flex-wrap bo:gap-2">
            {sizes.map((size) => (
              <label key={size} className="bo:flex bo:min-w-14 bo:cursor-pointer bo:items-center bo:justify-center bo:gap-2 bo:rounded-md bo:border bo:border-gray-300 bo:px-3 bo:py-2 bo:text-sm bo:font-medium bo:text-gray-900 bo:has-checked:border-primary-600 bo:has-checked:bg-primary-50">
                <input type="checkbox" checked={item.sizes.includes(size)} onChange={() => onChange(toggleSize(item, size), ['sizes'])} className="bo:size-4 bo:accent-primary-700" />
                {size}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {error && (
        <p id="item-sizes-error" role="alert" className="bo:mt-2 bo:text-sm bo:text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
