import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

/* Temporary form controls until the shared kit lands (issue 5); replaced by @muestrario/shared/ui. */

const CONTROL =
  'bo:block bo:w-full bo:rounded-md bo:border-0 bo:bg-white bo:px-3 bo:py-2 bo:text-sm bo:text-gray-900 bo:ring-1 bo:ring-inset bo:ring-gray-300 bo:placeholder:text-gray-400 bo:focus:ring-2 bo:focus:ring-blue-700 bo:focus:outline-none bo:disabled:bg-gray-50 bo:disabled:text-gray-500 bo:aria-invalid:ring-red-500';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="bo:block bo:text-sm bo:font-medium bo:text-gray-900">
        {label}
      </label>
      <div className="bo:mt-1.5">{children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}</div>
      {hint && (
        <p id={`${id}-hint`} className="bo:mt-1 bo:text-xs bo:text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="bo:mt-1 bo:text-sm bo:text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input type="text" {...props} className={`${CONTROL} ${className ?? ''}`} />;
}

export function SelectInput({ children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select {...props} className={`${CONTROL} bo:pr-8`}>
      {children}
    </select>
  );
}
