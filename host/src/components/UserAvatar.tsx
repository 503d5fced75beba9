import type { UserDetails } from '@muestrario/shared/contract';

export function UserAvatar({ user, className = 'size-8 text-sm' }: { user: UserDetails; className?: string }) {
  const initial = (user.firstName || user.username).charAt(0).toUpperCase();
  return (
    <span aria-hidden="true" className={`inline-flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-700 ${className}`}>
      {initial}
    </span>
  );
}
