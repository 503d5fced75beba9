import type { Kysely } from 'kysely';

/**
 * Decoration intelligence (issue 18).
 * - logos: the colours extracted from the picture on upload (`colours`, JSON text: `[{ "hex", "share" }]`,
 *   the shared `extractRasterColours` / `extractSvgColours`), the share of the picture the logo covers
 *   (`coverage`, raster only; null for SVG) and the picture's decoded size (`pixel_width`, `pixel_height`:
 *   what the DTF / Vinil resolution warning reads; the client's `original_*` stay as sent) and the width
 *   of its thinnest details in pixels (`thinnest_px`, the Bordado satin-width warning).
 * - render_files: a DST (Tajima) render's header, read on upload with the shared `parseDstHeader`; all
 *   null for other formats.
 * Existing rows keep null: their pictures were never read (the API answers no colours for them).
 */
const LOGO_COLUMNS = [
  ['colours', 'text'],
  ['coverage', 'double precision'],
  ['pixel_width', 'integer'],
  ['pixel_height', 'integer'],
  ['thinnest_px', 'double precision'],
] as const;
const RENDER_COLUMNS = [
  ['dst_stitches', 'integer'],
  ['dst_colour_changes', 'integer'],
  ['dst_width_mm', 'double precision'],
  ['dst_height_mm', 'double precision'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  for (const [name, type] of LOGO_COLUMNS) await db.schema.alterTable('logos').addColumn(name, type).execute();
  for (const [name, type] of RENDER_COLUMNS) await db.schema.alterTable('render_files').addColumn(name, type).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of RENDER_COLUMNS) await db.schema.alterTable('render_files').dropColumn(name).execute();
  for (const [name] of LOGO_COLUMNS) await db.schema.alterTable('logos').dropColumn(name).execute();
}
