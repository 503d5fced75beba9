import { LOGO_TECHNIQUES } from '@muestrario/shared/domain';
import { Field, NumberInput, Select } from '@muestrario/shared/ui';

export const TECHNIQUE_OPTIONS = LOGO_TECHNIQUES.map((t) => ({ value: t, label: t }));

/** A number field saved on blur: 'Alto en cm', 'Rotación'. Remounts when the model value changes. */
export function BlurNumberField({
  label,
  value,
  onCommit,
  decimals = true,
  negative = false,
  unit,
  disabled,
}: {
  label: string;
  value: number;
  onCommit: (value: number) => void;
  decimals?: boolean;
  negative?: boolean;
  unit?: string;
  disabled?: boolean;
}) {
  return (
    <Field label={label}>
      <NumberInput
        key={value}
        defaultValue={value}
        decimals={decimals}
        negative={negative}
        unit={unit}
        disabled={disabled}
        onBlur={(event) => {
          const n = Number(event.currentTarget.value);
          if (event.currentTarget.value.trim() !== '' && Number.isFinite(n) && n !== value) onCommit(n);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
      />
    </Field>
  );
}

export function TechniqueField({ value, onChange, disabled }: { value: string; onChange: (v: (typeof LOGO_TECHNIQUES)[number]) => void; disabled?: boolean }) {
  return (
    <Field label="Técnica">
      <Select options={TECHNIQUE_OPTIONS} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as (typeof LOGO_TECHNIQUES)[number])} />
    </Field>
  );
}
