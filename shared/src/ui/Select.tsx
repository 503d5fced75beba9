import type { Ref, SelectHTMLAttributes } from 'react';
import { controlClassName, controlProps, useFieldControl } from './Field';
import { ErrorIcon } from './icons';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly SelectOption[];
  /** A first, empty option ('Selecciona…'), chosen while nothing is. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (keyboard and screen readers for free), styled like the other controls. */
export function Select({ options, placeholder, className, ...rest }: SelectProps) {
  const { invalid, ...aria } = controlProps(useFieldControl(), rest);
  return (
    <div className="ui:relative">
      <select {...rest} {...aria} className={controlClassName(invalid, className)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {invalid && (
        <ErrorIcon
          data-testid="invalid-icon"
          className="ui:pointer-events-none ui:absolute ui:top-1/2 ui:right-8 ui:size-4 ui:-translate-y-1/2 ui:text-red-500"
        />
      )}
    </div>
  );
}
