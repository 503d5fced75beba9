import type { StockReportCsvQuery } from '@muestrario/shared/contract';
import {
  BALANCES_CSV_HEADER,
  balanceCsvLine,
  BELOW_MINIMUM_CSV_HEADER,
  belowMinimumCsvLine,
  CSV_BOM,
  KARDEX_CSV_HEADER,
  kardexCsvLine,
  VALUATION_CSV_HEADER,
  valuationCsvLines,
} from '@muestrario/shared/rules';
import type { InventoryRepository } from './inventory-repository';
import type { StockLedgerRepository } from './ledger-repository';

const BATCH = 100;

/**
 * The lines of an inventory report's CSV, produced a batch at a time so a big report is streamed, never held
 * whole (docs/decisions/stock.md, "CSV"). What can be refused (a kardex without an item, an unknown item)
 * is checked by the caller before the first byte is sent; undefined here means "no such item".
 */
export async function stockReportCsv(query: StockReportCsvQuery, inventory: InventoryRepository, ledger: StockLedgerRepository): Promise<AsyncGenerator<string> | undefined> {
  switch (query.report) {
    case 'balances':
      return (async function* () {
        yield CSV_BOM + BALANCES_CSV_HEADER;
        for (let page = 1; ; page++) {
          const answer = await inventory.balances({ page, pageSize: BATCH, ...(query.search ? { search: query.search } : {}), ...(query.warehouseId ? { warehouseId: query.warehouseId } : {}) });
          for (const row of answer.rows) yield balanceCsvLine(row);
          if (page * BATCH >= answer.total || !answer.rows.length) return;
        }
      })();
    case 'kardex': {
      const itemId = query.itemId!;
      const narrow = { ...(query.warehouseId ? { warehouseId: query.warehouseId } : {}), ...(query.variantId ? { variantId: query.variantId } : {}) };
      const [first, stock] = await Promise.all([ledger.kardex(itemId, { ...narrow, page: 1, pageSize: 1 }), ledger.itemStock(itemId)]);
      if (!first || !stock) return undefined;
      const unit = stock.unit;
      const from = first.rows[0]?.balance ?? 0;
      return (async function* () {
        yield CSV_BOM + KARDEX_CSV_HEADER;
        for await (const row of ledger.kardexRows(itemId, narrow, from)) yield kardexCsvLine(row, unit);
      })();
    }
    case 'valuation': {
      const valuation = await inventory.valuation();
      return (async function* () {
        yield CSV_BOM + VALUATION_CSV_HEADER;
        yield* valuationCsvLines(valuation);
      })();
    }
    case 'below-minimum': {
      const rows = await inventory.belowMinimum();
      return (async function* () {
        yield CSV_BOM + BELOW_MINIMUM_CSV_HEADER;
        for (const row of rows) yield belowMinimumCsvLine(row);
      })();
    }
  }
}

/** The file name a download gets: 'existencias-2026-11-27.csv'. */
export function stockReportFileName(report: StockReportCsvQuery['report'], today: string): string {
  const names = { balances: 'existencias', kardex: 'kardex', valuation: 'valuacion', 'below-minimum': 'bajo-minimo' } as const;
  return `${names[report]}-${today}.csv`;
}
