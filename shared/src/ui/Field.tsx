import { createContext, useContext, useId, type AriaAttributes, type ReactNode } from 'react';
import { cx } from './cx';
import { ErrorIcon } from './icons';

/** What a control inside a Field needs to be labelled and described. */
export interface FieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldControl | null>(null);

/** The surrounding Field's ids and state, or null for a control used alone (it then needs an aria-label). */
export function useFieldControl(): FieldControl | null {
  return useContext(FieldContext);
}

export interface FieldProps {
  label: ReactNode;
  /** Help under the control. */
  hint?: ReactNode;
  /** The error text under the control; `invalid` alone marks the control without a text. */
  error?: string | null;
  invalid?: boolean;
  required?: boolean;
  /** Something on the label's line, at the right (e.g. 'Olvidé mi contraseña'). */
  labelAside?: ReactNode;
  /** Hides the label visually (still read by screen readers). */
  hideLabel?: boolean;
  /** Id for the control; generated when absent. */
  id?: string;
  className?: string;
  /** One kit control (TextInput, NumberInput, Textarea, Select, Combobox). */
  children: ReactNode;
}

/** A label, a control, a hint and an error text, wired together with ids and aria-invalid. */
export function Field({ label, hint, error, invalid, required = false, labelAside, hideLabel, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  // A blank error (a field the server named without a reason) marks the control without a text.
  const errorText = error?.trim() ? error : null;
  const errorId = errorText ? `${controlId}-error` : undefined;
  const isInvalid = Boolean(error) || Boolean(invalid);
  const control: FieldControl = {
    id: controlId,
    describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined,
    invalid: isInvalid,
    required,
  };
  return (
    <div className={className}>
      <div className={cx('ui:flex ui:items-center ui:justify-between ui:gap-3', hideLabel && 'ui:sr-only')}>
        <label htmlFor={controlId} className="ui:block ui:text-sm/6 ui:font-medium ui:text-gray-900">
          {label}
        </label>
        {labelAside}
      </div>
      <div className={hideLabel ? undefined : 'ui:mt-2'}>
        <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      </div>
      {errorText && (
        <p id={errorId} role="alert" className="ui:mt-2 ui:text-sm ui:text-red-600">
          {errorText}
        </p>
      )}
      {hint && (
        <p id={hintId} className="ui:mt-2 ui:text-sm ui:text-gray-500">
          {hint}
        </p>
      )}
    </div>
  );
}

const BASE =
  'ui:block ui:w-full ui:rounded-md ui:bg-white ui:px-3 ui:py-2 ui:text-base ui:text-gray-900 ui:outline-1 ui:-outline-offset-1 ' +
  'ui:placeholder:text-gray-400 ui:focus:outline-2 ui:focus:-outline-offset-2 ui:sm:text-sm/6 ' +
  'ui:disabled:cursor-not-allowed ui:disabled:bg-gray-50 ui:disabled:text-gray-500';
const VALID = 'ui:outline-gray-300 ui:focus:outline-primary-600';
/** Spec §5: an invalid field shows a red ring and an icon. */
const INVALID = 'ui:pr-10 ui:text-red-900 ui:outline-red-300 ui:focus:outline-red-600';

/** The classes of a kit text control. */
export function controlClassName(invalid: boolean, className?: string): string {
  return cx(BASE, invalid ? INVALID : VALID, className);
}

/** The red icon inside an invalid control, at its right edge. */
export function InvalidIcon() {
  return (
    <ErrorIcon
      data-testid="invalid-icon"
      className="ui:pointer-events-none ui:absolute ui:top-1/2 ui:right-3 ui:size-4 ui:-translate-y-1/2 ui:text-red-500"
    />
  );
}

/** Props a control derives from its Field (explicit props win). */
export function controlProps(
  field: FieldControl | null,
  own: { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: AriaAttributes['aria-invalid']; required?: boolean },
) {
  const invalid = own['aria-invalid'] === true || own['aria-invalid'] === 'true' || Boolean(field?.invalid);
  return {
    id: own.id ?? field?.id,
    'aria-describedby': own['aria-describedby'] ?? field?.describedBy,
    'aria-invalid': invalid || undefined,
    required: own.required ?? (field?.required || undefined),
    invalid,
  };
}
