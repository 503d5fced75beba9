import type { DecorationSettingsBody, DecorationSettingsView } from '../../contract/settings';
import { DEFAULT_EMBROIDERY_SETTINGS, type PriceTier } from './embroidery-estimate';
import { DEFAULT_DECORATION_SETTINGS, type DecorationSettings } from './insights';
import { SETTINGS_MESSAGES, TIER_LABELS } from './messages';
import { allows } from '../permissions/can';
import type { PermissionActor } from '../permissions/can';

/**
 * The admin-editable decoration settings (issue 18) and the rules' `DecorationSettings`, both ways. The
 * stored form (`DecorationSettingsBody`) holds what an admin edits: extra time in whole percent and the
 * price tiers (the open last tier as null). The needles and the machine speed come from the embroidery
 * machine the estimates use (issue 30: `estimateMachine`), joined in the read form
 * (`DecorationSettingsView`). Densities and thread consumption are not edited: they stay the defaults.
 */

/** What the rules' settings are made from: the read form without the machine's name. */
export type DecorationSettingsInput = Omit<DecorationSettingsView, 'machine'>;

type TierBody = DecorationSettingsBody['priceTiers'][number];

function tierLabel(tiers: readonly TierBody[], index: number): string {
  const limit = tiers[index]?.upToStitches ?? null;
  if (limit !== null) return TIER_LABELS.upTo(limit);
  const previous = tiers[index - 1]?.upToStitches ?? null;
  return previous === null ? TIER_LABELS.any : TIER_LABELS.over(previous);
}

/** The rules' settings from the stored ones (the defaults when nothing is stored). */
export function decorationSettingsOf(body: DecorationSettingsInput | undefined): DecorationSettings {
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

/** The stored form of the rules' settings (to answer the defaults): extra time and tiers. */
export function decorationSettingsBodyOf(settings: DecorationSettings): DecorationSettingsBody {
  return {
    overheadPercent: Math.round(settings.embroidery.overhead * 100),
    priceTiers: settings.embroidery.priceTiers.map((tier) => ({
      upToStitches: Number.isFinite(tier.upToStitches) ? tier.upToStitches : null,
      price: tier.price,
    })),
  };
}

/**
 * The read form: the stored settings with the needles and speed of the estimates' machine; without one,
 * the factory needles and speed and `machine: null`.
 */
export function decorationSettingsViewOf(
  body: DecorationSettingsBody,
  machine: { id: number; name: string; needles: number; stitchesPerMinute: number } | undefined,
): DecorationSettingsView {
  return {
    needles: machine?.needles ?? DEFAULT_DECORATION_SETTINGS.needles,
    stitchesPerMinute: machine?.stitchesPerMinute ?? DEFAULT_DECORATION_SETTINGS.embroidery.stitchesPerMinute,
    machine: machine ? { id: machine.id, name: machine.name } : null,
    ...body,
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
