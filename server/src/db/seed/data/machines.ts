import type { MachineBody } from '@muestrario/shared/contract';

/*
 * The demo plant's machines (issue 30, item 5): two embroidery machines (the multi-head Tajima for the
 * runs, a one-head Brother for names and samples), a DTF printer, a pneumatic press, the inspection and
 * packing table, and a Barudan out for repair. The Tajima, first embroidery machine, lends the estimates
 * its needles and speed. Rates per machine hour in MXN (issue 31): a 6-head embroidery machine $450, the
 * one-head $180, DTF printing $220, the press $90, the inspection and packing table $60.
 */
const WEEK_9H = [540, 540, 540, 540, 540, 300, 0];
const WEEK_8H = [480, 480, 480, 480, 480, 240, 0];

export const machines: readonly MachineBody[] = [
  { name: 'Tajima 6 cabezas', kind: 'embroidery', heads: 6, needles: 15, stitchesPerMinute: 850, shiftMinutes: WEEK_9H, rateCentsPerHour: 45_000, active: true },
  { name: 'Brother PR1050X', kind: 'embroidery', heads: 1, needles: 10, stitchesPerMinute: 1000, shiftMinutes: WEEK_8H, rateCentsPerHour: 18_000, active: true },
  { name: 'Impresora DTF Epson SureColor F1070', kind: 'dtf_printer', heads: 1, needles: null, stitchesPerMinute: null, shiftMinutes: [480, 480, 480, 480, 480, 0, 0], rateCentsPerHour: 22_000, active: true },
  { name: 'Plancha neumática 40 × 50', kind: 'heat_press', heads: 1, needles: null, stitchesPerMinute: null, shiftMinutes: WEEK_8H, rateCentsPerHour: 9_000, active: true },
  { name: 'Mesa de inspección y empaque', kind: 'manual_station', heads: 2, needles: null, stitchesPerMinute: null, shiftMinutes: WEEK_9H, rateCentsPerHour: 6_000, active: true },
  { name: 'Barudan 4 cabezas (en reparación)', kind: 'embroidery', heads: 4, needles: 12, stitchesPerMinute: 750, shiftMinutes: WEEK_9H, rateCentsPerHour: 35_000, active: false },
];
