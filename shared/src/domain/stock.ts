import { PERMISSION_MESSAGES } from './permission-messages';

/*
 * Stock (issue 31, items 1 and 2): warehouses, their locations and the append-only stock ledger. The kinds,
 * their Spanish names, the limits the contract, the forms and the server share, and the Spanish messages.
 * Quantities are integers in the item's smallest unit (rules/stock/quantity.ts; docs/decisions/stock.md).
 */

/** What a warehouse holds: raw material, finished goods, or goods on their way between two. */
export const WAREHOUSE_KINDS = ['raw_material', 'finished_goods', 'transit'] as const;
export type WarehouseKind = (typeof WAREHOUSE_KINDS)[number];

export const WAREHOUSE_KIND_LABELS: Record<WarehouseKind, string> = {
  raw_material: 'Materia prima',
  finished_goods: 'Producto terminado',
  transit: 'Tránsito',
};

/**
 * Every movement of the ledger. Receipts, production receipts and returns add; issues, production issues and
 * deliveries take; a transfer is two legs (out of one place, into another); a count adjustment either way.
 */
export const STOCK_MOVE_KINDS = ['receipt', 'issue', 'transfer', 'production_issue', 'production_receipt', 'delivery', 'return', 'count_adjustment'] as const;
export type StockMoveKind = (typeof STOCK_MOVE_KINDS)[number];

export const STOCK_MOVE_KIND_LABELS: Record<StockMoveKind, string> = {
  receipt: 'Entrada de mercancía',
  issue: 'Salida de mercancía',
  transfer: 'Transferencia de stock',
  production_issue: 'Salida a producción',
  production_receipt: 'Entrada de producción',
  delivery: 'Entrega a cliente',
  return: 'Devolución',
  count_adjustment: 'Ajuste por conteo',
};

/** The kinds a person posts by hand on the movement endpoint (the rest come from their documents, later). */
export const MANUAL_STOCK_MOVE_KINDS = ['receipt', 'issue', 'transfer', 'count_adjustment'] as const;
export type ManualStockMoveKind = (typeof MANUAL_STOCK_MOVE_KINDS)[number];

/**
 * Source documents a movement may name (its kind, id and line). `goods_receipt`, `goods_return`, `delivery` and
 * `sales_return` name a business document (`documents.id`) of that kind; `stock_document` an inventory document
 * (Entradas, Salidas, Transferencias); `stock_count` a stock count; `production_order` a production order.
 */
export const STOCK_SOURCE_KINDS = ['production_order', 'sales_order', 'purchase_order', 'goods_receipt', 'goods_return', 'delivery', 'sales_return', 'stock_document', 'stock_count'] as const;
export type StockSourceKind = (typeof STOCK_SOURCE_KINDS)[number];

export const STOCK_LIMITS = {
  warehouseCode: { min: 1, max: 10 },
  warehouseName: { min: 1, max: 60 },
  locationCode: { min: 1, max: 20 },
  locationName: { min: 0, max: 60 },
  note: { max: 300 },
  /** One movement moves at most a hundred million smallest units (a million metres in centimetres). */
  quantity: { max: 100_000_000 },
  /** A balance's largest on-hand (the databases' integer column). */
  balance: { max: 2_147_483_647 },
  /** A unit cost of at most ten million pesos. */
  unitCostCents: { max: 1_000_000_000 },
  kardexPage: { max: 200 },
} as const;

export const STOCK_MESSAGES = {
  readOnly: PERMISSION_MESSAGES.stockReadOnly,
  warehouseNotFound: 'No encontramos ese almacén.',
  locationNotFound: 'No encontramos esa ubicación.',
  itemNotFound: 'No encontramos ese artículo.',
  variantNotFound: 'Esa variante no es de ese artículo.',
  variantRequired: (code: string) => `El estilo ${code} lleva existencias por variante: elige color y talla.`,
  noVariants: (code: string) => `El artículo ${code} no tiene variantes: no elijas una.`,
  notStocked: (code: string) => `El artículo ${code} es un servicio: no lleva existencias.`,
  warehouseCodeTaken: (code: string) => `Ya existe un almacén con la clave «${code}».`,
  locationCodeTaken: (code: string, warehouse: string) => `Ya existe la ubicación «${code}» en ${warehouse}.`,
  locationElsewhere: (code: string, warehouse: string) => `La ubicación ${code} no es de ${warehouse}.`,
  inactiveWarehouse: (name: string) => `El almacén ${name} está inactivo: actívalo para moverle existencias.`,
  inactiveLocation: (code: string) => `La ubicación ${code} está inactiva.`,
  transferSame: 'Una transferencia va de un almacén o ubicación a otro distinto.',
  transferTarget: 'Elige el almacén de destino de la transferencia.',
  targetOnlyTransfer: 'Solo una transferencia lleva almacén de destino.',
  quantityZero: 'La cantidad no puede ser cero.',
  balanceTooLarge: (code: string, place: string) => `Las existencias de ${code} en ${place} pasarían del máximo que se puede registrar.`,
  quantitySign: 'Las entradas, salidas y transferencias llevan una cantidad mayor que cero; el ajuste por conteo, positiva o negativa.',
  costOnlyReceipt: 'Solo las entradas y los ajustes que suman llevan costo unitario.',
  costRequired: 'Una entrada lleva su costo unitario (0 si no costó).',
  codeRequired: 'Escribe la clave.',
  nameRequired: 'Escribe el nombre.',
  codeFormat: 'La clave es de letras, números y guiones (por ejemplo A-01-03).',
} as const;
