import { initialOf } from '../rules/format';
import { cx } from './cx';

export interface AvatarProps {
  name: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'ui:size-8 ui:text-sm', md: 'ui:size-10 ui:text-base', lg: 'ui:size-14 ui:text-xl' } as const;

/** A circle with the first letter of a name. Decorative: the name itself is always written next to it. */
export function Avatar({ name, size = 'sm', className }: AvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'ui:inline-flex ui:shrink-0 ui:items-center ui:justify-center ui:rounded-full ui:bg-primary-100 ui:font-semibold ui:text-primary-700',
        SIZES[size],
        className,
      )}
    >
      {initialOf(name)}
    </span>
  );
}
