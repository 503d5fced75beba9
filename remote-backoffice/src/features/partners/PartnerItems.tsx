import type { ReactNode } from 'react';
import type { PartnerInput } from '@muestrario/shared/contract';
import { Button, cx } from '@muestrario/shared/ui';
import { PlusIcon, TrashIcon } from '../icons';
import { withItem, withoutItem } from './partner-draft';

type ItemKey = 'contacts' | 'addresses';
type Item<K extends ItemKey> = PartnerInput[K][number];

export interface PartnerItemsProps<K extends ItemKey> {
  partner: PartnerInput;
  /** Which of the partner's lists. */
  list: K;
  /** What 'Agregar …' appends. */
  blank: Item<K>;
  heading: string;
  addLabel: string;
  /** Shown while the list is empty. */
  empty: ReactNode;
  /** The item's name for its legend and its remove button ('Contacto 2', 'dirección 2'). */
  itemName: (n: number) => string;
  /** The remove button: a labelled icon inside the grid (compact) or a text button under it. */
  compactRemove?: boolean;
  gridClassName: string;
  /** The item's fields; `edit` changes one field and names it for the error check. */
  fields: (item: Item<K>, index: number, edit: (key: string, value: string) => void) => ReactNode;
  onChange: (p: PartnerInput, fields?: string[]) => void;
}

/** A partner's repeated group (contacts, billing and shipping addresses): add, edit and remove items. */
export function PartnerItems<K extends ItemKey>({ partner, list, blank, heading, addLabel, empty, itemName, compactRemove = false, gridClassName, fields, onChange }: PartnerItemsProps<K>) {
  const items = partner[list] as readonly Item<K>[];
  const remove = (i: number, n: number) =>
    compactRemove ? (
      <Button variant="ghost" size="sm" aria-label={`Quitar ${itemName(n)}`} title="Quitar" onClick={() => onChange(withoutItem(partner, list, i))} className="bo:justify-self-end bo:hover:text-red-700">
        <TrashIcon className="bo:size-4" />
      </Button>
    ) : (
      <div className="bo:mt-3 bo:flex bo:justify-end">
        <Button variant="ghost" size="sm" onClick={() => onChange(withoutItem(partner, list, i))} className="bo:hover:text-red-700">
          <TrashIcon className="bo:size-4" />
          Quitar {itemName(n)}
        </Button>
      </div>
    );
  return (
    <div>
      <div className="bo:flex bo:items-center bo:justify-between bo:gap-3">
        <h3 className="bo:text-base bo:font-semibold bo:text-gray-900">{heading}</h3>
        <Button variant="secondary" size="sm" onClick={() => onChange({ ...partner, [list]: [...items, blank] })}>
          <PlusIcon className="bo:size-4" />
          {addLabel}
        </Button>
      </div>
      {items.length === 0 ? (
        empty
      ) : (
        <ol className="bo:mt-4 bo:space-y-4">
          {items.map((item, i) => {
            const n = i + 1;
            const edit = (key: string, value: string) => onChange(withItem(partner, list, i, { [key]: value } as Partial<Item<K>>), [`${list}.${i}.${key}`]);
            return (
              <li key={item.id ?? `new-${i}`} className="bo:rounded-lg bo:border bo:border-gray-200 bo:p-4">
                <fieldset>
                  <legend className="bo:sr-only">{capitalised(itemName(n))}</legend>
                  <div className={cx(gridClassName)}>
                    {fields(item, i, edit)}
                    {compactRemove && remove(i, n)}
                  </div>
                  {!compactRemove && remove(i, n)}
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
