/**
 * The fixed times of the production rules (issue 30), in one place, in minutes (fractions allowed: each
 * operation's total is rounded up once, see `wholeMinutes`). Figures of a typical Mexican uniform shop;
 * when an admin screen for them exists they move to the shop settings.
 */
export const PRODUCTION_TIMES = {
  /**
   * Embroidery: loading the hooped garments on every head and starting the machine, per cycle (one cycle
   * sews one piece per head). Hooping the next pieces happens while the machine sews.
   */
  hoopingMinutesPerCycle: 1.5,
  /**
   * Embroidery: re-threading one needle by hand. A design with more thread colours than the machine has
   * needles needs (colours − needles) such changes; up to the needles the machine changes colour by itself.
   */
  colourChangeMinutes: 3,
  /** DTF: printing, powdering and curing one transfer (a transfer is one decoration on one piece). */
  dtfPrintMinutesPerTransfer: 0.6,
  /** Planchado: placing, pressing (about 15 s) and peeling one transfer on one piece. */
  pressMinutesPerTransfer: 0.75,
  /** Preparación: gathering the order's blanks, checking the grid and the name list, per order… */
  preparationMinutesPerOrder: 15,
  /** …and counting, marking and bundling each piece. */
  preparationMinutesPerPiece: 0.25,
  /** Inspección: setting up the order's checklist, per order… */
  inspectionMinutesPerOrder: 5,
  /** …and looking over each piece (threads, position, stains). */
  inspectionMinutesPerPiece: 0.5,
  /** Empaque: boxes and labels per order… */
  packingMinutesPerOrder: 10,
  /** …and folding, bagging and tagging each piece. */
  packingMinutesPerPiece: 0.4,
} as const;

export type ProductionTimes = { readonly [K in keyof typeof PRODUCTION_TIMES]: number };
