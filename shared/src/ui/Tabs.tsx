import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cx } from './cx';

/** Radix Tabs (roles, arrow keys, focus) with the kit's look: an underlined tab list. */
export function Tabs({ className, ...props }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={className} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cx('ui:-mb-px ui:flex ui:gap-6 ui:border-b ui:border-gray-200', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cx(
        'ui:cursor-pointer ui:border-b-2 ui:border-transparent ui:px-1 ui:py-3 ui:text-sm ui:font-medium ui:whitespace-nowrap ui:text-gray-500',
        'ui:hover:border-gray-300 ui:hover:text-gray-700 ui:focus-visible:outline-2 ui:focus-visible:outline-primary-600',
        'ui:data-[state=active]:border-primary-600 ui:data-[state=active]:text-primary-700',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cx('ui:pt-6 ui:focus-visible:outline-none', className)} {...props} />;
}
