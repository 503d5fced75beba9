import { useState } from 'react';
import { assetUrl, useMutation } from '@muestrario/shared/api';
import { Button, cx, Dialog, Spinner } from '@muestrario/shared/ui';
import { useClothingList } from '../api/editor-api';

/**
 * 'Selecciona un producto' (Radix Dialog through the kit): products with image and title, 2
 * columns, 5 from medium screens. A click highlights one; 'Seleccionar Prenda' chooses it.
 */
export function GarmentChooser({
  open,
  onOpenChange,
  onChoose,
  currentTitle,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (clothingId: number) => Promise<void>;
  currentTitle: string | null;
}) {
  const { data: items, isLoading } = useClothingList(open);
  const [picked, setPicked] = useState<number | null>(null);
  const choosing = useMutation(onChoose);
  const busy = choosing.isMutating;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title="Selecciona un producto"
      description={currentTitle ? `Prenda actual: ${currentTitle}. Los logos y textos pasan a la zona equivalente de la nueva prenda (reducidos si no caben) y te diremos qué cambió.` : 'Elige la prenda sobre la que vas a diseñar.'}
      size="lg"
      footer={
        picked !== null && (
          <Button
            loading={busy}
            onClick={() => void choosing.trigger(picked)}
          >
            {busy ? 'Preparando la muestra' : 'Seleccionar Prenda'}
          </Button>
        )
      }
    >
      {isLoading ? (
        <div className="ed:flex ed:justify-center ed:py-10 ed:text-primary-700">
          <Spinner label="Cargando prendas" />
        </div>
      ) : !items?.length ? (
        <p className="ed:py-8 ed:text-center ed:text-sm ed:text-gray-500">No hay prendas disponibles.</p>
      ) : (
        <ul className="ed:grid ed:grid-cols-2 ed:gap-3 ed:md:grid-cols-5" aria-label="Prendas">
          {items.map((item) => {
            const active = item.id === picked;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => setPicked(item.id)}
                  className={cx(
                    'ed:flex ed:w-full ed:cursor-pointer ed:flex-col ed:items-center ed:gap-2 ed:rounded-lg ed:bg-white ed:p-2 ed:ring-1 ed:transition',
                    'ed:focus-visible:outline-2 ed:focus-visible:outline-offset-2 ed:focus-visible:outline-primary-600',
                    active ? 'ed:bg-primary-50 ed:ring-2 ed:ring-primary-600' : 'ed:ring-gray-200 ed:hover:ring-gray-400',
                  )}
                >
                  <img src={assetUrl(item.image)} alt="" className="ed:aspect-square ed:w-full ed:object-contain" />
                  <span className={cx('ed:text-center ed:text-xs ed:font-medium', active ? 'ed:text-primary-800' : 'ed:text-gray-700')}>{item.title}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
