import { useId, useState } from 'react';
import { LOGO_TECHNIQUES } from '@muestrario/shared/domain';
import { inRange, rangeMessage, type LimitedField, type Range } from '@muestrario/shared/rules';
import { Field, NumberInput, Select, Textarea, TextInput } from '@muestrario/shared/ui';
import { useDraftText } from '../drafts/useDraftText';

export const TECHNIQUE_OPTIONS = LOGO_TECHNIQUES.map((t) => ({ value: t, label: t }));

const shown = (n: number) => String(Math.round(n * 100) / 100);

/**
 * A number field saved on blur (or Enter): 'Alto en cm', 'Rotación'. With a `range` (the shared
 * `decorationLimits`, the server's rule), a value outside it is refused: the field goes back to the value
 * applied and says the allowed range ('El alto debe estar entre 0.1 y 53.5 cm. Se mantiene 12 cm.'),
 * marked invalid and described by that message until a valid value is entered.
 */
export function BlurNumberField({
  label,
  value,
  onCommit,
  decimals = true,
  negative = false,
  unit,
  disabled,
  limit,
}: {
  label: string;
  value: number;
  onCommit: (value: number) => void;
  decimals?: boolean;
  negative?: boolean;
  unit?: string;
  disabled?: boolean;
  limit?: { field: LimitedField; range: Range };
}) {
  const [refused, setRefused] = useState<string | null>(null);
  const [resets, setResets] = useState(0);
  const alertId = useId();
  const unitText = unit === '°' ? '°' : unit ? ` ${unit}` : '';
  return (
    <div>
      <Field label={label} invalid={refused !== null}>
        <NumberInput
          key={`${value}-${resets}`}
          defaultValue={value}
          decimals={decimals}
          negative={negative}
          unit={unit}
          disabled={disabled}
          aria-describedby={refused ? alertId : undefined}
          onBlur={(event) => {
            const text = event.currentTarget.value.trim();
            const n = Number(text);
            if (text === '' || !Number.isFinite(n)) {
              setResets((r) => r + 1);
              return;
            }
            if (limit && !inRange(n, limit.range)) {
              setRefused(`${rangeMessage(limit.field, limit.range)} Se mantiene ${shown(value)}${unitText}.`);
              setResets((r) => r + 1);
              return;
            }
            setRefused(null);
            if (n !== value) onCommit(n);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
        />
      </Field>
      {refused && (
        <p id={alertId} role="alert" className="ed:mt-2 ed:text-sm ed:text-red-600">
          {refused}
        </p>
      )}
    </div>
  );
}

export function TechniqueField({ value, onChange, disabled }: { value: string; onChange: (v: (typeof LOGO_TECHNIQUES)[number]) => void; disabled?: boolean }) {
  return (
    <Field label="Técnica">
      <Select options={TECHNIQUE_OPTIONS} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as (typeof LOGO_TECHNIQUES)[number])} />
    </Field>
  );
}

/** A multi-line text saved on a short debounce and when left (`useDraftText`). */
export function DraftTextarea({
  value,
  onCommit,
  rows = 2,
  maxLength = 2000,
  disabled,
}: {
  value: string;
  onCommit: (text: string) => boolean | void;
  rows?: number;
  maxLength?: number;
  disabled?: boolean;
}) {
  const draft = useDraftText(value, onCommit);
  return <Textarea rows={rows} maxLength={maxLength} disabled={disabled} {...draft} />;
}

/** A one-line text saved on a short debounce and when left (`useDraftText`). */
export function DraftTextInput({ value, onCommit, maxLength, disabled }: { value: string; onCommit: (text: string) => boolean | void; maxLength?: number; disabled?: boolean }) {
  const draft = useDraftText(value, onCommit);
  return <TextInput maxLength={maxLength} disabled={disabled} {...draft} />;
}
