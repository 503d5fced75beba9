import type * as RadixParts from './RadixDialog';
import { cloneElement, isValidElement, useEffect, useState, type ComponentProps, type FocusEvent, type MouseEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A button that opens the dialog (Radix makes it the trigger). */
  trigger?: ReactNode;
  title: string;
  description?: ReactNode;
  /** Buttons at the bottom; wrap one in `<DialogClose asChild>` to close. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

type Parts = typeof RadixParts;
let parts: Parts | null = null;
let loading: Promise<Parts> | null = null;

/** Downloads the dialog's code (Radix, ./RadixDialog) once; a failed download is tried again next time. */
export function loadDialog(): Promise<Parts> {
  return (loading ??= import('./RadixDialog').then(
    (module) => (parts = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}
const warmUp = () => void loadDialog().catch(() => undefined);

type TriggerProps = {
  onClick?: (event: MouseEvent) => void;
  onPointerEnter?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
};

/**
 * A modal dialog (Radix: focus trap, Escape, labelled by its title) with the kit's look and a 'Cerrar'
 * button. Its code is not part of the screen's first paint (issue 34): until a dialog first opens only its
 * trigger is drawn, which starts the download when pointed at or focused and opens the dialog once the
 * code is here (a round trip at most, on the first opening of the page).
 */
export function Dialog(props: DialogProps) {
  const [, setLoaded] = useState(parts !== null);
  // An uncontrolled dialog whose trigger was pressed before its code arrived.
  const [pressed, setPressed] = useState(false);
  const wanted = props.open ?? pressed;
  useEffect(() => {
    if (wanted && !parts) void loadDialog().then(() => setLoaded(true), () => undefined);
  }, [wanted]);
  if (parts) return <parts.RadixBackedDialog {...props} defaultOpen={pressed} />;
  if (!isValidElement(props.trigger)) return null;
  const trigger = props.trigger as ReactElement<TriggerProps>;
  return cloneElement(trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    onPointerEnter: (event: PointerEvent) => {
      trigger.props.onPointerEnter?.(event);
      warmUp();
    },
    onFocus: (event: FocusEvent) => {
      trigger.props.onFocus?.(event);
      warmUp();
    },
    onClick: (event: MouseEvent) => {
      trigger.props.onClick?.(event);
      if (event.defaultPrevented) return;
      props.onOpenChange?.(true);
      if (props.open === undefined) setPressed(true);
    },
  } as Partial<TriggerProps>);
}

/** Closes the dialog it is in (Radix `Dialog.Close`); only ever drawn inside an open dialog, whose code is here. */
export function DialogClose(props: ComponentProps<Parts['DialogClose']>) {
  return parts ? <parts.DialogClose {...props} /> : null;
}
