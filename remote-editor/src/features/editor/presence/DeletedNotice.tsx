import { Button } from '@muestrario/shared/ui';

/** 'Otra persona eliminó «Logo 2»': shown until dismissed; the editor goes on working meanwhile. */
export function DeletedNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div
      role="status"
      className="ed:flex ed:flex-wrap ed:items-center ed:justify-between ed:gap-3 ed:rounded-lg ed:bg-amber-50 ed:px-4 ed:py-3 ed:text-sm ed:text-amber-900 ed:ring-1 ed:ring-amber-200"
    >
      <span>{message}. Tus cambios en ese decorado no se guardaron; lo demás sigue guardándose.</span>
      <Button variant="secondary" size="sm" onClick={onDismiss}>
        Entendido
      </Button>
    </div>
  );
}
