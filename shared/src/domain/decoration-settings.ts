/**
 * The limits of the decoration settings an admin edits (issue 18): the contract's schema and the
 * back-office form both read them. Needles and machine speed are the machines' (MACHINE_LIMITS, issue 30).
 */
export const DECORATION_SETTINGS_LIMITS = {
  overheadPercent: { min: 0, max: 300 },
  upToStitches: { min: 1, max: 10_000_000 },
  price: { min: 0, max: 100_000 },
  tiers: { min: 1, max: 8 },
} as const;
