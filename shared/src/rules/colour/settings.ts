import type { DecorationSettingsBody } from '../../contract/settings';
import { DEFAULT_EMBROIDERY_SETTINGS, type PriceTier } from './embroidery-estimate';
import { DEFAULT_DECORATION_SETTINGS, type DecorationSettings } from './insights';
import { SETTINGS_MESSAGES, TIER_LABELS } from './messages';
import { allows } from '../permissions/can';
import type { PermissionActor } from '../permissions/can';

/**
 * The admin-editable decoration settings (issue 18) and the rules' `DecorationSettings`, both ways. The
 * stored form (`DecorationSettingsBody`) holds what an admin edits: needles, machine speed, extra time
 * in whole percent and the price tiers (the open last tier as null). Densities and thread consumption
 * are not edited: they stay the defaults.
 */

type TierBody = DecorationSettingsBody['priceTiers'][number];

function tierLabel(tiers: readonly TierBody[], index: number): string {
  const limit = tiers[index]?.upToStitches ?? null;
  if (limit !== null) return TIER_LABELS.upTo(limit);
  const previous = tiers[index - 1]?.upToStitches ?? null;
  return previous === null ? TIER_LABELS.any : TIER_LABELS.over(previous);
}

/** The rules' settings from the stored ones (the defaults when nothing is stored). */
export function decorationSettingsOf(body: DecorationSettingsBody | undefined): DecorationSettings {
  if (!body) return DEFAULT_DECORATION_SETTINGS;
  const priceTiers: PriceTier[] = body.priceTiers.map((tier, index) => ({
    upToStitches: tier.upToStitches ?? Infinity,
    price: tier.price,
    label: tierLabel(body.priceTiers, index),
  }));
  return {
    needles: body.needles,
    embroidery: {
      ...DEFAULT_EMBROIDERY_SETTINGS,
      stitchesPerMinute: body.stitchesPerMinute,
      overhead: body.overheadPercent / 100,
      priceTiers,
    },
  };
}

/** The stored form of the rules' settings (to answer the defaults). */
export function decorationSettingsBodyOf(settings: DecorationSettings): DecorationSettingsBody {
  return {
    needles: settings.needles,
    stitchesPerMinute: settings.embroidery.stitchesPerMinute,
    overheadPercent: Math.round(settings.embroidery.overhead * 100),
    priceTiers: settings.embroidery.priceTiers.map((tier) => ({
      upToStitches: Number.isFinite(tier.upToStitches) ? tier.upToStitches : null,
      price: tier.price,
    })),
  };
}

/**
 * What keeps valid-looking settings from being saved, in Spanish (empty when they can be): the tiers go
 * up strictly by stitch limit, and only the last one is open (and it must be).
 */
export function settingsErrors(body: DecorationSettingsBody): string[] {
  const errors: string[] = [];
  const tiers = body.priceTiers;
  let previous = 0;
  tiers.forEach((tier, index) => {
    const row = index + 1;
    const last = index === tiers.length - 1;
    if (tier.upToStitches === null) {
      if (!last) errors.push(SETTINGS_MESSAGES.openNotLast(row));
      return;
    }
    if (last) errors.push(SETTINGS_MESSAGES.lastNotOpen);
    if (tier.upToStitches <= previous) errors.push(SETTINGS_MESSAGES.notAscending(row));
    previous = tier.upToStitches;
  });
  return errors;
}

/** Only an admin changes the shop's decoration settings; every signed-in person reads them. */
export function mayEditDecorationSettings(user: { role: string }): boolean {
  return allows({ id: 0, ...user } as PermissionActor, 'settings.editDecoration');
}
