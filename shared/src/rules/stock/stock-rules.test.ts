import { STOCK_MESSAGES } from '../../domain/stock';
import { stockAvailability, totalAvailability } from './availability';
import { kardexEnd, runningBalances } from './kardex';
import { signFitsKind, STOCK_MOVE_KIND_OPTIONS, stockMoveKindLabel } from './kinds';
import { signedQuantity, stockMoveErrors, type StockMoveDraft } from './move-body';
import { formatStockQuantity, isStocked, parseStockQuantity } from './quantity';
import { shortageMessage, stockPlace } from './shortage';
import { locationErrors, stockCode, warehouseErrors } from './warehouse-body';

describe('shortageMessage', () => {
  it('names what is short, where, what there is and what was asked', () => {
    expect(shortageMessage({ onHand: 6, requested: 10, short: 4 }, { code: 'POL-001-AZM-M', unit: 'pieza', place: 'Materia prima' })).toBe(
      'Faltan 4 piezas de POL-001-AZM-M en Materia prima: hay 6 y se piden 10.',
    );
  });
  it('speaks of one piece in the singular and of metres with their fraction', () => {
    expect(shortageMessage({ onHand: 0, requested: 1, short: 1 }, { code: 'GOR-010-NEG-UNI', unit: 'pieza', place: stockPlace('Producto terminado', 'A-01-03') })).toBe(
      'Falta 1 pieza de GOR-010-NEG-UNI en Producto terminado, ubicación A-01-03: hay 0 y se piden 1.',
    );
    expect(shortageMessage({ onHand: 150, requested: 400, short: 250 }, { code: 'HIL-BOB-BLA', unit: 'metro', place: 'Materia prima' })).toBe(
      'Faltan 2.5 metros de HIL-BOB-BLA en Materia prima: hay 1.5 y se piden 4.',
    );
  });
});

describe('quantities', () => {
  it('formats in the unit', () => {
    expect(formatStockQuantity(1, 'pieza')).toBe('1 pieza');
    expect(formatStockQuantity(1_200, 'pieza')).toBe('1,200 piezas');
    expect(formatStockQuantity(100, 'metro')).toBe('1 metro');
    expect(formatStockQuantity(1_250, 'metro')).toBe('12.5 metros');
  });
  it('parses what is typed to smallest units, refusing more precision than the unit has', () => {
    expect(parseStockQuantity('12', 'pieza')).toBe(12);
    expect(parseStockQuantity('-3', 'pieza')).toBe(-3);
    expect(parseStockQuantity('1.5', 'pieza')).toBeUndefined();
    expect(parseStockQuantity('2.5', 'metro')).toBe(250);
    expect(parseStockQuantity('2,05', 'metro')).toBe(205);
    expect(parseStockQuantity('-0.5', 'metro')).toBe(-50);
    expect(parseStockQuantity('2.005', 'metro')).toBeUndefined();
    expect(parseStockQuantity('abc', 'metro')).toBeUndefined();
    expect(parseStockQuantity('99999999999999999999', 'pieza')).toBeUndefined();
  });
  it('services carry no stock', () => {
    expect(isStocked('Estilo', 'pieza')).toBe(true);
    expect(isStocked('Material', 'metro')).toBe(true);
    expect(isStocked('Servicio', 'servicio')).toBe(false);
    expect(isStocked('Servicio', 'pieza')).toBe(false);
  });
});

describe('kinds', () => {
  it('labels every kind in Spanish', () => {
    expect(STOCK_MOVE_KIND_OPTIONS.map((o) => o.value)).toEqual(['receipt', 'issue', 'transfer', 'production_issue', 'production_receipt', 'delivery', 'return', 'count_adjustment']);
    expect(stockMoveKindLabel('production_issue')).toBe('Salida a producción');
    expect(STOCK_MOVE_KIND_OPTIONS.every((o) => o.label.length > 3)).toBe(true);
  });
  it('knows which way each kind moves', () => {
    expect(signFitsKind('receipt', 5)).toBe(true);
    expect(signFitsKind('receipt', -5)).toBe(false);
    expect(signFitsKind('delivery', -5)).toBe(true);
    expect(signFitsKind('production_receipt', -1)).toBe(false);
    expect(signFitsKind('transfer', -1)).toBe(true);
    expect(signFitsKind('count_adjustment', 3)).toBe(true);
    expect(signFitsKind('count_adjustment', 0)).toBe(false);
  });
});

describe('availability and kardex', () => {
  it('available is on hand less committed; ordered is shown beside', () => {
    expect(stockAvailability(40, 10, 20)).toEqual({ onHand: 40, committed: 10, ordered: 20, available: 30 });
    expect(totalAvailability([stockAvailability(40, 10, 20), stockAvailability(5, 8)])).toEqual({ onHand: 45, committed: 18, ordered: 20, available: 27 });
  });
  it('running balances', () => {
    expect(runningBalances([10, -3, 5, -12])).toEqual([10, 7, 12, 0]);
    expect(runningBalances([1], 4)).toEqual([5]);
    expect(kardexEnd([10, -3, 5, -12])).toBe(0);
  });
});

describe('stockMoveErrors', () => {
  const receipt: StockMoveDraft = { kind: 'receipt', warehouseId: 1, locationId: null, quantity: 5, unitCostCents: 100, toWarehouseId: null, toLocationId: null };
  it('accepts a receipt, an issue, a transfer and an adjustment down', () => {
    expect(stockMoveErrors(receipt)).toEqual([]);
    expect(stockMoveErrors({ ...receipt, kind: 'issue', unitCostCents: null })).toEqual([]);
    expect(stockMoveErrors({ ...receipt, kind: 'transfer', unitCostCents: null, toWarehouseId: 2 })).toEqual([]);
    expect(stockMoveErrors({ ...receipt, kind: 'count_adjustment', quantity: -2, unitCostCents: null })).toEqual([]);
  });
  it('refuses zero, negative receipts, costs on issues, a receipt without cost, transfers to the same place', () => {
    expect(stockMoveErrors({ ...receipt, quantity: 0 })).toContain(STOCK_MESSAGES.quantityZero);
    expect(stockMoveErrors({ ...receipt, quantity: -1 })).toContain(STOCK_MESSAGES.quantitySign);
    expect(stockMoveErrors({ ...receipt, unitCostCents: null })).toContain(STOCK_MESSAGES.costRequired);
    expect(stockMoveErrors({ ...receipt, kind: 'issue' })).toContain(STOCK_MESSAGES.costOnlyReceipt);
    expect(stockMoveErrors({ ...receipt, kind: 'transfer', unitCostCents: null })).toContain(STOCK_MESSAGES.transferTarget);
    expect(stockMoveErrors({ ...receipt, kind: 'transfer', unitCostCents: null, toWarehouseId: 1 })).toContain(STOCK_MESSAGES.transferSame);
    expect(stockMoveErrors({ ...receipt, toWarehouseId: 2 })).toContain(STOCK_MESSAGES.targetOnlyTransfer);
  });
  it('signs the first leg', () => {
    expect(signedQuantity({ kind: 'issue', quantity: 4 })).toBe(-4);
    expect(signedQuantity({ kind: 'transfer', quantity: 4 })).toBe(-4);
    expect(signedQuantity({ kind: 'receipt', quantity: 4 })).toBe(4);
    expect(signedQuantity({ kind: 'count_adjustment', quantity: -4 })).toBe(-4);
  });
});

describe('codes', () => {
  it('stores codes upper-cased and checks their shape', () => {
    expect(stockCode(' a-01-03 ')).toBe('A-01-03');
    expect(locationErrors({ code: 'A-01-03' })).toEqual({});
    expect(locationErrors({ code: 'A 01' }).code).toBe(STOCK_MESSAGES.codeFormat);
    expect(locationErrors({ code: ' ' }).code).toBe(STOCK_MESSAGES.codeRequired);
    expect(warehouseErrors({ code: 'MP', name: ' ' })).toEqual({ name: STOCK_MESSAGES.nameRequired });
  });
});
