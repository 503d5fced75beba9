import type { DecorationSettingsBody } from '@muestrario/shared/contract';
import { DECORATION_SETTINGS_LIMITS as L } from '@muestrario/shared/domain';
import { SETTINGS_MESSAGES, settingsErrors } from '@muestrario/shared/rules';

/**
 * The 'Ajustes de bordado' form as typed: numbers or null while a field is empty. The last tier has no
 * stitch limit (whatever its `upToStitches` holds, it is sent as null).
 */
export interface SettingsDraft {
  overheadPercent: number | null;
  priceTiers: { upToStitches: number | null; price: number | null }[];
}

/** A field of the form: 'overheadPercent', 'tier.2.price', … (needles and speed are the machines', issue 30). */
export type DraftField = 'overheadPercent' | `tier.${number}.upToStitches` | `tier.${number}.price`;

export const draftOf = (body: DecorationSettingsBody): SettingsDraft => ({ overheadPercent: body.overheadPercent, priceTiers: body.priceTiers.map((t) => ({ ...t })) });

/** 'Agregar tarifa': a new empty tier just before the open last one (up to the table's limit). */
export function withTierAdded(draft: SettingsDraft): SettingsDraft {
  if (draft.priceTiers.length >= L.tiers.max) return draft;
  const tiers = [...draft.priceTiers];
  tiers.splice(Math.max(tiers.length - 1, 0), 0, { upToStitches: null, price: null });
  return { ...draft, priceTiers: tiers };
}

/** 'Quitar': the tier at `index` leaves (never the only one); when the last leaves, the one before becomes the open last. */
export function withTierRemoved(draft: SettingsDraft, index: number): SettingsDraft {
  if (draft.priceTiers.length <= L.tiers.min) return draft;
  return { ...draft, priceTiers: draft.priceTiers.filter((_, i) => i !== index) };
}

const rangeMessage = (limits: { min: number; max: number }, whole = true) => SETTINGS_MESSAGES.range(limits.min, limits.max, whole);

const inRange = (value: number | null, limits: { min: number; max: number }, whole = true): value is number =>
  value !== null && (!whole || Number.isInteger(value)) && value >= limits.min && value <= limits.max;

/**
 * What the server would refuse, said per field before sending; the body to send when nothing is wrong.
 * The stitch limits must go up from tier to tier (the rules' `settingsErrors`).
 */
export function checkDraft(draft: SettingsDraft): { body?: DecorationSettingsBody; errors: Partial<Record<DraftField, string>> } {
  const errors: Partial<Record<DraftField, string>> = {};
  if (!inRange(draft.overheadPercent, L.overheadPercent)) errors.overheadPercent = rangeMessage(L.overheadPercent);
  const last = draft.priceTiers.length - 1;
  let previous = 0;
  draft.priceTiers.forEach((tier, i) => {
    if (!inRange(tier.price, L.price, false)) errors[`tier.${i}.price`] = rangeMessage(L.price, false);
    if (i === last) return;
    if (!inRange(tier.upToStitches, L.upToStitches)) errors[`tier.${i}.upToStitches`] = rangeMessage(L.upToStitches);
    else if (tier.upToStitches <= previous) errors[`tier.${i}.upToStitches`] = SETTINGS_MESSAGES.mustExceed(previous);
    else previous = tier.upToStitches;
  });
  if (Object.keys(errors).length) return { errors };
  const body: DecorationSettingsBody = {
    overheadPercent: draft.overheadPercent!,
    priceTiers: draft.priceTiers.map((tier, i) => ({ upToStitches: i === last ? null : tier.upToStitches, price: tier.price! })),
  };
  // The shared rules have the last word (the same the server runs).
  return settingsErrors(body).length ? { errors: { [`tier.${last}.price`]: settingsErrors(body).join(' ') } } : { body, errors };
}
