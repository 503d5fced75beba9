import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { tabContentClass, tabListClass, tabTriggerClass } from './tabs-look';

/*
 * Radix Tabs (roles, arrow keys, focus) with the kit's look: an underlined tab list. Its own chunk, loaded by
 * ./Tabs when a tab list is first pointed at, focused or pressed, not with the screen's first paint (issue 34).
 */

export function Tabs({ className, ...props }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={className} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={tabListClass(className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={tabTriggerClass(className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={tabContentClass(className)} {...props} />;
}
