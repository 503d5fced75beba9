import { cx } from './cx';

/** The kit's tab look (an underlined tab list), shared by the light tabs and the Radix ones (./Tabs, ./RadixTabs). */
export const tabListClass = (className?: string) => cx('ui:-mb-px ui:flex ui:gap-6 ui:border-b ui:border-gray-200', className);

export const tabTriggerClass = (className?: string) =>
  cx(
    'ui:cursor-pointer ui:border-b-2 ui:border-transparent ui:px-1 ui:py-3 ui:text-sm ui:font-medium ui:whitespace-nowrap ui:text-gray-500',
    'ui:hover:border-gray-300 ui:hover:text-gray-700 ui:focus-visible:outline-2 ui:focus-visible:outline-primary-600',
    'ui:data-[state=active]:border-primary-600 ui:data-[state=active]:text-primary-700',
    className,
  );

export const tabContentClass = (className?: string) => cx('ui:pt-6 ui:focus-visible:outline-none', className);
