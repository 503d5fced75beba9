import { useFieldControl } from '@muestrario/shared/ui';

/** A native colour picker that, inside a kit `Field`, takes the field's label, description and invalid state. */
export function ColourInput({ value, onChange }: { value: string; onChange: (hex: string) => void }) {
  const control = useFieldControl();
  return (
    <input
      type="color"
      id={control?.id}
      aria-describedby={control?.describedBy}
      aria-invalid={control?.invalid ? true : undefined}
      value={/^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : '#000000'}
      onChange={(e) => onChange(e.target.value.toUpperCase())}
      className="bo:h-9 bo:w-full bo:cursor-pointer bo:rounded-md bo:border bo:border-gray-300 bo:bg-white bo:p-1"
    />
  );
}
