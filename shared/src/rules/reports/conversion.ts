import { STAGE } from '../../domain/stages';
import { percent } from './median';

export interface ConversionSample {
  id: number;
  stage: number;
}
export interface ConversionOrder {
  sampleId: number | null;
  status: string;
}

export interface Conversion {
  /** Samples that could have led to an order: authorised ones, and any that already has an order. */
  candidates: number;
  /** Of those, the samples with at least one sales order that is not cancelled. */
  withOrder: number;
  /** withOrder / candidates in percent, one decimal; null with no candidate. */
  percent: number | null;
}

/**
 * Sample → order conversion: of the samples authorised by the customer (stage 7) or already sold,
 * how many led to a sales order (an order made from the sample's quotation, not cancelled).
 */
export function sampleConversion(samples: readonly ConversionSample[], orders: readonly ConversionOrder[]): Conversion {
  const known = new Set(samples.map((s) => s.id));
  const sold = new Set(orders.filter((o) => o.status !== 'Cancelada' && o.sampleId !== null && known.has(o.sampleId)).map((o) => o.sampleId!));
  const candidates = samples.filter((s) => s.stage === STAGE.authorized || sold.has(s.id)).length;
  return { candidates, withOrder: sold.size, percent: percent(sold.size, candidates) };
}

export interface ConversionProductionOrder {
  sampleId: number;
  status: string;
  pieces: number;
}

export interface ProductionConversion {
  /** Samples authorised by the customer (stage 7): only they can be made (issue 30). */
  authorised: number;
  /** Of those, the samples with at least one production order that is not cancelled. */
  withProductionOrder: number;
  /** withProductionOrder / authorised in percent, one decimal; null with none authorised. */
  percent: number | null;
  /** Pieces of those samples' production orders (cancelled ones aside). */
  pieces: number;
}

/**
 * Sample → production conversion (issue 30 item 8): of the authorised samples, how many became a
 * production order (not cancelled), and its pieces.
 */
export function sampleProductionConversion(samples: readonly ConversionSample[], orders: readonly ConversionProductionOrder[]): ProductionConversion {
  const authorised = new Set(samples.filter((s) => s.stage === STAGE.authorized).map((s) => s.id));
  const made = orders.filter((o) => o.status !== 'cancelled' && authorised.has(o.sampleId));
  const withOrder = new Set(made.map((o) => o.sampleId)).size;
  return { authorised: authorised.size, withProductionOrder: withOrder, percent: percent(withOrder, authorised.size), pieces: made.reduce((n, o) => n + o.pieces, 0) };
}
