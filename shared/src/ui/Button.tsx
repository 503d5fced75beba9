import { type ButtonHTMLAttributes, type Ref } from 'react';
import { cx } from './cx';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md';

const BASE =
  'ui:inline-flex ui:items-center ui:justify-center ui:gap-2 ui:rounded-md ui:font-semibold ui:whitespace-nowrap ' +
  'ui:transition-colors ui:focus-visible:outline-2 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-primary-600 ' +
  'ui:disabled:cursor-not-allowed ui:disabled:opacity-60 ui:cursor-pointer';
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'ui:bg-primary-600 ui:text-white ui:shadow-sm ui:hover:bg-primary-500',
  secondary: 'ui:bg-white ui:text-gray-900 ui:shadow-sm ui:ring-1 ui:ring-inset ui:ring-gray-300 ui:hover:bg-gray-50',
  ghost: 'ui:text-gray-700 ui:hover:bg-gray-100 ui:hover:text-gray-900',
};
const SIZES: Record<ButtonSize, string> = {
  sm: 'ui:px-2.5 ui:py-1.5 ui:text-sm',
  md: 'ui:px-3.5 ui:py-2 ui:text-sm',
};

/** The classes of a button, for links that look like one (`<Link className={buttonClassName()}>`). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cx(BASE, VARIANTS[variant], SIZES[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and sets aria-busy. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, loading = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" label="" />}
      {children}
    </button>
  );
}
