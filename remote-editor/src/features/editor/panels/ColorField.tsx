import { useId, useState } from 'react';
import { Field, TextInput } from '@muestrario/shared/ui';

const HEX = /^[0-9A-Fa-f]{6}$/;

/** A colour as six hex digits without '#' (docs/requirements.md §5), with a swatch picker; saved on blur or pick. */
export function ColorField({ label, value, onCommit, disabled }: { label: string; value: string; onCommit: (hex: string) => void; disabled?: boolean }) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  const pickerId = useId();
  const invalid = !HEX.test(text);
  const commit = (next: string) => {
    const clean = next.replace(/^#/, '').toUpperCase();
    if (HEX.test(clean) && clean !== value.toUpperCase()) onCommit(clean);
  };
  return (
    <Field label={label} hint="Hexadecimal sin #, p. ej. 1E3A8A" error={invalid ? 'Escribe seis dígitos hexadecimales.' : null}>
      <div className="ed:flex ed:items-center ed:gap-2">
        <input
          id={pickerId}
          type="color"
          aria-label={`${label}: selector`}
          disabled={disabled}
          value={`#${HEX.test(text) ? text : '000000'}`}
          onChange={(e) => {
            const hex = e.target.value.slice(1).toUpperCase();
            setText(hex);
            commit(hex);
          }}
          className="ed:h-9 ed:w-11 ed:shrink-0 ed:cursor-pointer ed:rounded-md ed:border ed:border-gray-300 ed:bg-white ed:p-0.5"
        />
        <div className="ed:flex-1">
          <TextInput
            value={text}
            disabled={disabled}
            maxLength={7}
            spellCheck={false}
            onChange={(e) => setText(e.target.value.replace(/^#/, '').toUpperCase())}
            onBlur={() => commit(text)}
          />
        </div>
      </div>
    </Field>
  );
}
