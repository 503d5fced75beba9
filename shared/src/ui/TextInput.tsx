import type { InputHTMLAttributes, Ref } from 'react';
import { controlClassName, controlProps, InvalidIcon, useFieldControl } from './Field';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  type?: 'text' | 'password' | 'email' | 'search' | 'tel' | 'url';
  ref?: Ref<HTMLInputElement>;
}

/** A one-line text input; inside a Field it takes the label, hint, error and invalid state. */
export function TextInput({ className, type = 'text', ...rest }: TextInputProps) {
  const { invalid, ...aria } = controlProps(useFieldControl(), rest);
  return (
    <div className="ui:relative">
      <input type={type} {...rest} {...aria} className={controlClassName(invalid, className)} />
      {invalid && <InvalidIcon />}
    </div>
  );
}
