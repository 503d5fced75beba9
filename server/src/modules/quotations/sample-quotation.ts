import type { Kysely } from 'kysely';
import type { SalesDocumentInput, SalesLine } from '@muestrario/shared/contract';
import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { decorationLine, PONCHADO_ARTICLE, quotedEstimate, type DecorationSettings } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import type { ArticlesRepository } from '../articles/repository';
import { SettingsRepository } from '../settings/repository';

/** Why a sample cannot be quoted yet. */
export type NotQuotable = 'not-found' | 'too-early' | 'no-garment';

/**
 * What 'Cotizar' puts in a new quotation for a sample: its client and address, a line for the garment
 * (the catalogue article of the sample's garment) and one per decoration (logos and texts), priced by
 * technique and size; Bordado decorations also get the one-time 'Ponchado de logo'. One piece of each:
 * the seller sets the quantities.
 */
export async function sampleQuotationInput(
  db: Kysely<Database>,
  articles: ArticlesRepository,
  sampleId: number,
  minStage: number,
): Promise<{ ok: true; input: SalesDocumentInput } | { ok: false; why: NotQuotable }> {
  const sample = await db
    .selectFrom('samples as s')
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .leftJoin('clothing as g', 'g.id', 's.clothing_id')
    .select(['s.id', 's.sample_name', 's.stage', 's.client_id', 'c.address', 'c.city', 'c.county', 'c.state', 'c.zip_code', 'g.title'])
    .where('s.id', '=', sampleId)
    .executeTakeFirst();
  if (!sample) return { ok: false, why: 'not-found' };
  if (sample.stage < minStage) return { ok: false, why: 'too-early' };
  if (!sample.title) return { ok: false, why: 'no-garment' };

  const [logos, texts, catalogue, contact, render, settings] = await Promise.all([
    db
      .selectFrom('logos as l')
      .innerJoin('clothing_positions as p', 'p.id', 'l.position_id')
      .select(['l.logo_name as name', 'l.technique', 'l.width_cm', 'l.height_cm', 'p.title as view', 'p.sort_order', 'l.z_index', 'l.coverage'])
      .where('l.sample_id', '=', sampleId)
      .where('l.deleted_at', 'is', null)
      .execute(),
    db
      .selectFrom('texts as t')
      .innerJoin('clothing_positions as p', 'p.id', 't.position_id')
      .select(['t.text as name', 't.technique', 't.width_cm', 't.height_cm', 'p.title as view', 'p.sort_order', 't.z_index'])
      .where('t.sample_id', '=', sampleId)
      .where('t.deleted_at', 'is', null)
      .execute(),
    articles.list(),
    db.selectFrom('partner_contacts').select('id').where('client_id', '=', sample.client_id).orderBy('sort_order').orderBy('id').executeTakeFirst(),
    db
      .selectFrom('render_files')
      .select('dst_stitches')
      .where('sample_id', '=', sampleId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    new SettingsRepository(db).decoration(),
  ]);
  const prices = new Map(catalogue.map((a) => [a.code, a]));
  const priceOf = (code: string) => prices.get(code)?.unitPriceCents ?? 0;
  const garment = await articles.forGarment(sample.title);

  const lines: SalesLine[] = [];
  if (garment) lines.push({ code: garment.code, description: `${garment.description} (muestra «${sample.sample_name}»)`, quantity: 1, unitPriceCents: garment.unitPriceCents });
  const decorations = [...logos.map((l) => ({ ...l, kind: 'logo' as const })), ...texts.map((t) => ({ ...t, kind: 'text' as const, coverage: null }))].sort(
    (a, b) => a.sort_order - b.sort_order || a.z_index - b.z_index,
  );
  const embroideredLogos = logos.filter((l) => l.technique === 'Bordado').length;
  for (const d of decorations) {
    const line = decorationLine(
      { technique: d.technique, name: d.name, view: d.view, widthCm: d.width_cm, heightCm: d.height_cm, estimate: estimateOf(d, embroideredLogos, render?.dst_stitches ?? null, settings) },
      priceOf,
    );
    if (prices.has(line.code)) lines.push({ ...line, quantity: 1 });
  }
  const ponchado = prices.get(PONCHADO_ARTICLE);
  const embroidered = decorations.filter((d) => d.technique === 'Bordado').length;
  if (ponchado && embroidered > 0) lines.push({ code: ponchado.code, description: ponchado.description, quantity: embroidered, unitPriceCents: ponchado.unitPriceCents });

  if (lines.length === 0) return { ok: false, why: 'no-garment' };

  const address = { street: sample.address, city: sample.city || sample.county, state: sample.state, zipCode: sample.zip_code };
  return {
    ok: true,
    input: {
      clientId: sample.client_id,
      contactId: contact?.id ?? null,
      name: sample.sample_name,
      reference: `Muestra ${sample.id}`,
      currency: 'MXN',
      exchangeRate: '1',
      lines,
      shippingAddress: address,
      billingAddress: address,
    },
  };
}

/**
 * The estimate a Bordado decoration is quoted with (issues 18 and 33): the editor's (`quotedEstimate`,
 * the shared `decorationInsights` with the shop's settings), so 'Cotizar' shows the editor's stitches and
 * tier; a DST render's real count instead when the sample has one Bordado logo (the file is the
 * sample's, so with several logos it cannot be split).
 */
function estimateOf(
  d: { kind: 'logo' | 'text'; technique: 'Bordado' | 'DTF' | 'Vinil'; width_cm: number; height_cm: number; coverage: number | null },
  embroideredLogos: number,
  dstStitches: number | null,
  settings: DecorationSettings,
) {
  const dst = d.kind === 'logo' && embroideredLogos === 1 ? dstStitches : null;
  return quotedEstimate({ kind: d.kind, technique: d.technique, widthCm: d.width_cm, heightCm: d.height_cm, coverage: d.coverage }, settings, dst);
}

export const NOT_QUOTABLE_MESSAGES: Record<Exclude<NotQuotable, 'not-found'>, string> = {
  'too-early': SALES_MESSAGES.sampleTooEarly,
  'no-garment': SALES_MESSAGES.sampleNoGarment,
};
