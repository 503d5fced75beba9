import { useState } from 'react';
import { Button, Dialog, DialogClose } from '@muestrario/shared/ui';

/** 'Cerrar orden' asks first: a closed order takes no more deliveries (what was not delivered stays undelivered). */
export function CloseOrderDialog({ folio, busy, onConfirm }: { folio: string; busy: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" disabled={busy}>
          Cerrar orden
        </Button>
      }
      title={`¿Cerrar la orden ${folio}?`}
      description="Una orden cerrada ya no admite entregas: lo que no se entregó queda sin entregar. No se puede reabrir."
      size="sm"
      footer={
        <>
          <Button
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            Sí, cerrar la orden
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">No, volver</Button>
          </DialogClose>
        </>
      }
    />
  );
}
