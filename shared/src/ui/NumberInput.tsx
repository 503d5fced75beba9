import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { controlClassName, controlProps, InvalidIcon, useFieldControl } from './Field';
import { formatNumberText, isNumberText, parseNumberText } from './number-text';

export interface NumberInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'inputMode'> {
  /** The number shown; null for empty. Leave undefined to let the input hold its own value. */
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the number typed (null while empty or incomplete, like '-'). */
  onValueChange?: (value: number | null) => void;
  /** Allow a decimal point (cm). */
  decimals?: boolean;
  /** Allow a leading minus (degrees). */
  negative?: boolean;
  /** A unit written after the input ('cm', '°'); visual only, so say it in the label too. */
  unit?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text input that takes numbers only (letters, a second point or a stray minus are refused as they
 * are typed). A text input with inputMode rather than type="number": no spinner arrows, no wheel
 * changes, and the text the user sees is the text they typed.
 */
export function NumberInput({ value, defaultValue, onValueChange, decimals = false, negative = false, unit, className, ...rest }: NumberInputProps) {
  const { invalid, ...aria } = controlProps(useFieldControl(), rest);
  const [text, setText] = useState(() => formatNumberText(value ?? defaultValue));
  // Follow a controlled value that changed from outside (not the echo of what was typed).
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== undefined && value !== parseNumberText(text)) setText(formatNumberText(value));
  }
  return (
    <div className="ui:relative">
      <input
        type="text"
        inputMode={decimals ? 'decimal' : 'numeric'}
        autoComplete="off"
        {...rest}
        {...aria}
        value={text}
        onChange={(event) => {
          const next = event.target.value.trim();
          if (!isNumberText(next, { decimals, negative })) return;
          setText(next);
          onValueChange?.(parseNumberText(next));
        }}
        className={controlClassName(invalid, [unit && !invalid ? 'ui:pr-12' : '', className].filter(Boolean).join(' '))}
      />
      {invalid ? (
        <InvalidIcon />
      ) : (
        unit && (
          <span aria-hidden="true" className="ui:pointer-events-none ui:absolute ui:top-1/2 ui:right-3 ui:-translate-y-1/2 ui:text-sm ui:text-gray-500">
            {unit}
          </span>
        )
      )}
    </div>
  );
}
