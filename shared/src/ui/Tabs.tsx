import type { TabsContentProps, TabsListProps, TabsProps, TabsTriggerProps } from '@radix-ui/react-tabs';
import { Children, createContext, isValidElement, useContext, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type * as RadixParts from './RadixTabs';
import { tabContentClass, tabListClass, tabTriggerClass } from './tabs-look';

type Parts = typeof RadixParts;
let parts: Parts | null = null;
let loading: Promise<Parts> | null = null;

/** Downloads the tabs' code (Radix, ./RadixTabs) once; a failed download is tried again next time. */
export function loadTabs(): Promise<Parts> {
  return (loading ??= import('./RadixTabs').then(
    (module) => (parts = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

interface Light {
  value: string;
  select: (value: string) => void;
  baseId: string;
  focusedAt: (tab: HTMLElement) => void;
  blurred: (tab: HTMLElement) => void;
  /** Fetches Radix and hands over: only from the tab list, so using a panel's content never remounts it. */
  wake: () => void;
}
/** Set by a tab set drawn without Radix yet; null inside a Radix one (so nested sets never mix). */
const LightContext = createContext<Light | null>(null);
/** The light tab list's triggers: which one takes Tab when none is selected. */
const ListContext = createContext<{ tabbable: string | null } | null>(null);

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

/**
 * Tabs with the roles, selection and arrow keys of Radix Tabs and the kit's look (an underlined tab list).
 * Radix is not part of the screen's first paint (issue 34): until the tab list is first pointed at or
 * focused it is drawn with the same markup by this file (a click, focus or arrow key works already), then
 * Radix takes over, keeping the selected tab and the focus. The panels are drawn anew at that moment
 * (what they keep must live above the tabs, as a controlled form's values do); using a panel's content
 * never triggers it.
 */
export function Tabs({ value, defaultValue, onValueChange, orientation, dir, activationMode, className, children, ...props }: TabsProps) {
  const [radix, setRadix] = useState(parts !== null);
  const [own, setOwn] = useState(defaultValue ?? '');
  const baseId = useId();
  const root = useRef<HTMLDivElement>(null);
  // The light tab (by position) that has the focus: Radix's own gets it back when it takes over.
  const focused = useRef(-1);
  useEffect(() => {
    if (!radix || focused.current < 0) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    root.current?.querySelectorAll<HTMLElement>('[role="tab"]')[focused.current]?.focus();
    focused.current = -1;
  }, [radix]);

  if (radix && parts) {
    return (
      <LightContext.Provider value={null}>
        <parts.Tabs
          ref={root}
          value={value}
          defaultValue={value === undefined ? own : undefined}
          onValueChange={onValueChange}
          orientation={orientation}
          dir={dir}
          activationMode={activationMode}
          className={className}
          {...props}
        >
          {children}
        </parts.Tabs>
      </LightContext.Provider>
    );
  }
  const wake = () => {
    void loadTabs().then(() => setRadix(true), () => undefined);
  };
  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    if (next !== (value ?? own)) onValueChange?.(next);
  };
  const focusedAt = (tab: HTMLElement) => {
    focused.current = [...(root.current?.querySelectorAll('[role="tab"]') ?? [])].indexOf(tab);
  };
  // A tab that left the page (Radix took over) keeps its place; one the user left does not.
  const blurred = (tab: HTMLElement) =>
    queueMicrotask(() => {
      if (tab.isConnected) focused.current = -1;
    });
  return (
    <LightContext.Provider value={{ value: value ?? own, select, baseId, focusedAt, blurred, wake }}>
      <div
        ref={root}
        dir="ltr"
        data-orientation="horizontal"
        className={className}
        {...props}
      >
        {children}
      </div>
    </LightContext.Provider>
  );
}

/** The value of each trigger written directly in the list (what a light list can see). */
function triggerValues(children: TabsListProps['children']): string[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement<{ value?: unknown }>(child) && typeof child.props.value === 'string' ? [child.props.value] : [],
  );
}

/** Arrow keys, Home and End move the focus (and with it the selection) along the light list, as Radix does. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0 || !tabs.length) return;
  event.preventDefault();
  const next = event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : (at + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
  tabs[next]?.focus();
}

export function TabsList({ className, loop, children, ...props }: TabsListProps) {
  const light = useContext(LightContext);
  if (!light) {
    return parts ? (
      <parts.TabsList className={className} loop={loop} {...props}>
        {children}
      </parts.TabsList>
    ) : null;
  }
  const values = triggerValues(children);
  const tabbable = values.includes(light.value) ? light.value : (values[0] ?? null);
  return (
    <ListContext.Provider value={{ tabbable }}>
      <div
        role="tablist"
        aria-orientation="horizontal"
        data-orientation="horizontal"
        className={tabListClass(className)}
        {...props}
        onPointerEnter={(event) => {
          props.onPointerEnter?.(event);
          light.wake();
        }}
        onFocusCapture={(event) => {
          props.onFocusCapture?.(event);
          light.wake();
        }}
        onKeyDown={(event) => {
          props.onKeyDown?.(event);
          moveFocus(event);
        }}
      >
        {children}
      </div>
    </ListContext.Provider>
  );
}

export function TabsTrigger({ value, className, disabled, ...props }: TabsTriggerProps) {
  const light = useContext(LightContext);
  const list = useContext(ListContext);
  if (!light) return parts ? <parts.TabsTrigger value={value} className={className} disabled={disabled} {...props} /> : null;
  const active = light.value === value;
  const tabbable = list?.tabbable === value || (list?.tabbable ?? null) === null;
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      aria-controls={contentId(light.baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      data-orientation="horizontal"
      id={triggerId(light.baseId, value)}
      tabIndex={tabbable ? 0 : -1}
      className={tabTriggerClass(className)}
      {...props}
      onClick={(event) => {
        props.onClick?.(event);
        if (!event.defaultPrevented && !disabled) light.select(value);
      }}
      onFocus={(event) => {
        props.onFocus?.(event);
        light.focusedAt(event.currentTarget);
        if (!disabled) light.select(value);
      }}
      onBlur={(event) => {
        props.onBlur?.(event);
        light.blurred(event.currentTarget);
      }}
    />
  );
}

export function TabsContent({ value, className, forceMount, children, ...props }: TabsContentProps) {
  const light = useContext(LightContext);
  if (!light) {
    return parts ? (
      <parts.TabsContent value={value} className={className} forceMount={forceMount} {...props}>
        {children}
      </parts.TabsContent>
    ) : null;
  }
  const active = light.value === value;
  return (
    <div
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      role="tabpanel"
      aria-labelledby={triggerId(light.baseId, value)}
      hidden={!active}
      id={contentId(light.baseId, value)}
      tabIndex={0}
      className={tabContentClass(className)}
      {...props}
    >
      {(active || forceMount) && children}
    </div>
  );
}
