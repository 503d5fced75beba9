import type { Article, SalesLine } from '@muestrario/shared/contract';
import { LINE_LIMITS } from '@muestrario/shared/domain';
import { amountToCents, centsToAmount, formatMoney } from '@muestrario/shared/rules';

/** What the line dialog edits: the article and the two numbers as typed (null while empty). */
export interface LineDraft {
  code: string;
  quantity: number | null;
  /** In currency units, as typed: 185.5. */
  unitPrice: number | null;
}

export type LineErrors = Partial<Record<keyof LineDraft, string>>;

export const LINE_MESSAGES = {
  code: 'Elige un artículo.',
  quantity: `Escribe una cantidad entera entre 1 y ${LINE_LIMITS.quantityMax.toLocaleString('es-MX')}.`,
  unitPrice: `Escribe un precio entre 0.00 y ${formatMoney(LINE_LIMITS.unitPriceMaxCents, 'MXN')} con hasta dos decimales, por ejemplo 100.00.`,
} as const;

export const EMPTY_DRAFT: LineDraft = { code: '', quantity: 1, unitPrice: null };

export function draftFromLine(line: SalesLine): LineDraft {
  return { code: line.code, quantity: line.quantity, unitPrice: centsToAmount(line.unitPriceCents) };
}

/** Choosing an article fills in its list price (the quantity stays). */
export function withArticle(draft: LineDraft, article: Article | undefined): LineDraft {
  return article ? { ...draft, code: article.code, unitPrice: centsToAmount(article.unitPriceCents) } : { ...draft, code: '' };
}

/** The line a valid draft describes, or the message of each wrong field. */
export function parseLineDraft(
  draft: LineDraft,
  articles: readonly Article[],
  /** The line being edited: its own description (e.g. a decoration's, from 'Cotizar') stays while the article does. */
  previous?: SalesLine,
): { ok: true; line: SalesLine } | { ok: false; errors: LineErrors } {
  const errors: LineErrors = {};
  const article = articles.find((a) => a.code === draft.code);
  if (!article) errors.code = LINE_MESSAGES.code;
  const { quantity } = draft;
  const quantityOk = quantity !== null && Number.isInteger(quantity) && quantity >= 1 && quantity <= LINE_LIMITS.quantityMax;
  if (!quantityOk) errors.quantity = LINE_MESSAGES.quantity;
  const unitPriceCents = draft.unitPrice === null ? null : amountToCents(draft.unitPrice);
  const priceOk = unitPriceCents !== null && unitPriceCents >= 0 && unitPriceCents <= LINE_LIMITS.unitPriceMaxCents;
  if (!priceOk) errors.unitPrice = LINE_MESSAGES.unitPrice;
  if (!article || !quantityOk || !priceOk || quantity === null || unitPriceCents === null) return { ok: false, errors };
  const description = previous?.code === article.code ? previous.description : article.description;
  return { ok: true, line: { code: article.code, description, quantity, unitPriceCents } };
}
