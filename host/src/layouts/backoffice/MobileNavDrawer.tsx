import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from '../../components/icons';

/**
 * The sidebar as a drawer on screens narrower than xl. Its own chunk (Radix Dialog is ~12 kB brotli):
 * loaded the first time the menu button is pressed, not with every back-office page.
 */
export default function MobileNavDrawer({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-gray-900/60 data-[state=open]:animate-fade-in xl:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-full max-w-80 data-[state=open]:animate-drawer-in xl:hidden"
        >
          <Dialog.Title className="sr-only">Menú de navegación</Dialog.Title>
          {children}
          <Dialog.Close
            aria-label="Cerrar menú"
            className="absolute top-3 -right-12 rounded-md p-2 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            <CloseIcon className="size-6" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
