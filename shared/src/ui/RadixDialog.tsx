import * as RadixDialog from '@radix-ui/react-dialog';
import { cx } from './cx';
import type { DialogProps } from './Dialog';
import { CloseIcon } from './icons';

/*
 * The dialog itself, Radix and all: its own chunk, loaded by ./Dialog when a dialog first opens (or its
 * trigger is pointed at or focused), not with the screen (issue 34).
 */

const SIZES = { sm: 'ui:sm:max-w-sm', md: 'ui:sm:max-w-lg', lg: 'ui:sm:max-w-3xl' } as const;

/** Radix Dialog (modal, focus trap, Escape, labelled by its title) with the kit's look and a 'Cerrar' button. */
export function RadixBackedDialog({ open, defaultOpen, onOpenChange, trigger, title, description, footer, size = 'md', children }: DialogProps & { defaultOpen?: boolean }) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui:fixed ui:inset-0 ui:z-40 ui:bg-gray-500/75" />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cx(
            'ui:fixed ui:top-1/2 ui:left-1/2 ui:z-50 ui:max-h-[90dvh] ui:w-[calc(100%-2rem)] ui:-translate-x-1/2 ui:-translate-y-1/2 ui:overflow-y-auto',
            'ui:rounded-lg ui:bg-white ui:p-6 ui:shadow-xl ui:focus:outline-none',
            SIZES[size],
          )}
        >
          <div className="ui:flex ui:items-start ui:justify-between ui:gap-4">
            <RadixDialog.Title className="ui:text-base ui:font-semibold ui:text-gray-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Cerrar"
              className="ui:-m-1 ui:cursor-pointer ui:rounded-md ui:p-1 ui:text-gray-400 ui:hover:text-gray-600 ui:focus-visible:outline-2 ui:focus-visible:outline-primary-600"
            >
              <CloseIcon className="ui:size-5" />
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className="ui:mt-2 ui:text-sm ui:text-gray-500">{description}</RadixDialog.Description>}
          {children && <div className="ui:mt-4">{children}</div>}
          {/* Sticky: when the content scrolls (a phone), the buttons stay in sight at the bottom. */}
          {footer && (
            <div className="ui:sticky ui:-bottom-6 ui:-mx-6 ui:-mb-6 ui:mt-6 ui:flex ui:flex-row-reverse ui:flex-wrap ui:gap-3 ui:rounded-b-lg ui:border-t ui:border-gray-100 ui:bg-white ui:px-6 ui:py-4">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
