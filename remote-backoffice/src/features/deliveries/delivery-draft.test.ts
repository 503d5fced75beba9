import type { DeliverableOrder } from '@muestrario/shared/contract';
import { allOpen, cellKey, deliveryLines, returnLines, stockOf } from './delivery-draft';

const size = (variantId: number, s: string, ordered: number, delivered = 0) => ({ variantId, code: `POL-001-AZM-${s}`, colour: 'Azul marino', size: s, ordered, delivered, open: ordered - delivered });
const order: Pick<DeliverableOrder, 'lines' | 'stock'> = {
  lines: [
    { id: 1, lineNumber: 0, code: 'PLY-PQ-01', description: 'Polo', ordered: 10, delivered: 2, open: 8, itemId: 7, variantId: null, stocked: true, sizes: [size(71, 'M', 4, 2), size(72, 'G', 6)], refusal: null },
    { id: 2, lineNumber: 1, code: 'BOR-MIL-13', description: 'Bordado', ordered: 10, delivered: 0, open: 10, itemId: null, variantId: null, stocked: false, sizes: [], refusal: null },
    { id: 3, lineNumber: 2, code: 'CAM-GB-02', description: 'Camisa', ordered: 5, delivered: 0, open: 5, itemId: null, variantId: null, stocked: false, sizes: [], refusal: 'Sin tallas' },
  ],
  stock: [
    { warehouseId: 9, itemId: 7, variantId: 71, onHand: 1 },
    { warehouseId: 9, itemId: 7, variantId: 72, onHand: 20 },
  ],
};

describe('deliveryLines', () => {
  it('sends the sizes typed, their sum as the line quantity, and a service line by itself; blanks stay out', () => {
    expect(deliveryLines(order, { [cellKey(1, 72)]: '3', [cellKey(1, 71)]: '', [cellKey(2)]: '5' }, 9)).toEqual({
      lines: [
        { baseLineId: 1, quantity: 3, sizes: [{ variantId: 72, quantity: 3 }] },
        { baseLineId: 2, quantity: 5 },
      ],
      errors: {},
    });
  });
  it('tells per cell what is wrong: not whole, more than open, more than on hand', () => {
    const { errors } = deliveryLines(order, { [cellKey(1, 71)]: '2', [cellKey(1, 72)]: '7', [cellKey(2)]: '1.5' }, 9);
    expect(errors).toEqual({ [cellKey(1, 71)]: 'Hay 1 pieza en el almacén.', [cellKey(1, 72)]: 'Quedan 6 piezas por entregar.', [cellKey(2)]: 'Escribe piezas enteras.' });
  });
  it('knows no stock until a warehouse is chosen', () => {
    expect(stockOf(order, null, 7, 71)).toBeNull();
    expect(stockOf(order, 9, 7, 71)).toBe(1);
    expect(stockOf(order, 4, 7, 71)).toBe(0);
  });
});

describe('allOpen', () => {
  it('fills every open piece up to what the warehouse holds, skipping refused lines', () => {
    expect(allOpen(order, 9)).toEqual({ [cellKey(1, 71)]: '1', [cellKey(1, 72)]: '6', [cellKey(2)]: '10' });
  });
});

describe('returnLines', () => {
  const delivery = {
    lines: [
      {
        id: 5, lineNumber: 0, code: 'PLY-PQ-01', description: 'Polo', quantity: 3, openQuantity: 3, unitPriceCents: null, discountBp: 0, lineTotalCents: null, baseLineId: 1, stocked: true, returnable: 0,
        sizes: [{ variantId: 72, code: 'POL-001-AZM-G', colour: 'Azul marino', size: 'G', quantity: 3, returnable: 2 }],
      },
    ],
  };
  it('returns sizes within what may still come back', () => {
    expect(returnLines(delivery, { [cellKey(5, 72)]: '2' })).toEqual({ lines: [{ baseLineId: 5, quantity: 2, sizes: [{ variantId: 72, quantity: 2 }] }], errors: {} });
    expect(returnLines(delivery, { [cellKey(5, 72)]: '3' }).errors).toEqual({ [cellKey(5, 72)]: 'Se pueden devolver a lo más 2 piezas.' });
  });
});
