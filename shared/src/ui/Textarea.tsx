import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlClassName, controlProps, InvalidIcon, useFieldControl } from './Field';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input (3 rows unless told). */
export function Textarea({ className, rows = 3, ...rest }: TextareaProps) {
  const { invalid, ...aria } = controlProps(useFieldControl(), rest);
  return (
    <div className="ui:relative">
      <textarea rows={rows} {...rest} {...aria} className={controlClassName(invalid, className)} />
      {invalid && <InvalidIcon />}
    </div>
  );
}
