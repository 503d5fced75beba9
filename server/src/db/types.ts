import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PartnerFields } from '@muestrario/shared/contract';
import type {
  ArticleKind,
  FontName,
  LogoTechnique,
  PartnerAddressKind,
  SampleOn,
  SampleStage,
  UserRole,
} from '@muestrario/shared/domain';
import type { ColumnsOf, WithDefaults } from './columns';

/** A nullable column that inserts may leave out. */
type OptionalNullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * Kysely table types. Portable between SQLite and PostgreSQL:
 * - timestamps are ISO 8601 UTC strings (`2025-01-31T12:00:00.000Z`), calendar dates `yyyy-mm-dd`;
 *   both sort correctly as text;
 * - no booleans (none needed yet; use integers 0/1 if one appears);
 * - measures are `double precision`, counts and sizes `integer`.
 * The lifecycle's tables (migration 0006) are added in ./lifecycle-tables.ts.
 */
interface UsersTable {
  id: Generated<number>;
  /** Stored lower-case; sign-in is case-insensitive on the username. */
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: UserRole;
  created_at: string;
  /** 1 active, 0 deactivated (migration 0020): no sign-in, no session. */
  active: ColumnType<number, number | undefined, number>;
  /** Where a password reset link is sent; null when the person has none. */
  email: OptionalNullable<string>;
  /** JSON list of the machines the person operates (short free-text names until machines exist). */
  machines: ColumnType<string, string | undefined, string>;
}

/** A one-time password reset link (migration 0020): only the token's SHA-256 is stored. */
interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: OptionalNullable<string>;
}

interface SessionsTable {
  /** SHA-256 (hex) of the cookie value; the raw token is never stored. */
  id: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  ip: string;
  user_agent: string;
}

/**
 * Business partners (clients and suppliers). Their own fields are the shared `PartnerFields` schema as
 * columns (db/columns.ts); every one but the name has a default (migrations 0001 and 0007).
 */
interface ClientsTable extends WithDefaults<ColumnsOf<PartnerFields>, 'card_name'> {
  id: Generated<number>;
  card_code: string;
  country: string;
  department: string | null;
  /** Lower-case, accent-free card_code + card_name + rfc, for portable searching. */
  search_text: string;
  /** card_name folded by `sampleSearchFold` (shared/src/rules/sample-search.ts): the samples list's search. */
  search_name: string;
  created_at: string;
  updated_at: ColumnType<string, string | undefined, string>;
  /** The photo's storage key, its content type and original name (migration 0009); null without a photo. */
  photo_file_key: OptionalNullable<string>;
  photo_mime_type: OptionalNullable<string>;
  photo_original_filename: OptionalNullable<string>;
}

interface ClothingTable {
  id: Generated<number>;
  title: string;
  image: string;
  sort_order: number;
}

interface ClothingPositionsTable {
  id: Generated<number>;
  clothing_id: number;
  title: string;
  image: string;
  /** Real width of the view in cm. */
  width: number;
  sort_order: number;
}

interface PositionAreasTable {
  id: Generated<number>;
  position_id: number;
  title: string;
  /** All four in percent of the view picture. */
  area_left: number;
  area_top: number;
  width: number;
  height: number;
  sort_order: number;
}

export interface SamplesTable {
  id: Generated<number>;
  sample_name: string;
  client_id: number;
  clothing_id: number | null;
  /** One of STAGE_CODES (a CHECK constraint enforces it). */
  stage: SampleStage;
  sample_on: SampleOn;
  clothing_color: string;
  sample_canvas: string;
  canvas_color: string;
  notes: string;
  created_by: number;
  create_date: string;
  due_date: string;
  updated_at: string;
  /** sample_name folded by `sampleSearchFold` (shared/src/rules/sample-search.ts): the list's search. */
  search_name: string;
  /** The client's department the sample is for (migration 0019); null: the client's department is shown. */
  department: OptionalNullable<string>;
}

interface ThreadsTable {
  id: string;
  nombre: string;
  color: string;
  posicion: string;
  rgb: string;
  hex: string;
  sort_order: number;
}

export interface LogosTable {
  id: Generated<number>;
  sample_id: number;
  position_id: number;
  logo_name: string;
  technique: LogoTechnique;
  notes: string;
  notes_on_color: string;
  notes_on_position: string;
  height_cm: number;
  width_cm: number;
  rotate_degrees: number;
  x_cm: number;
  y_cm: number;
  original_width: number | null;
  original_height: number | null;
  file_key: string;
  original_filename: string;
  file_size: number;
  mime_type: string;
  created_by: number;
  created_at: string;
  /** Draw order among a view's logos and texts (migration 0003). */
  z_index: Generated<number>;
  /** Soft delete: set when deleted in the editor, cleared by undo (migration 0003). */
  deleted_at: OptionalNullable<string>;
  /** Extracted colours, JSON `[{ hex, share }]` (migration 0011); null when the picture was never read. */
  colours: OptionalNullable<string>;
  /** Share of the picture the logo covers, 0–1 (raster only, migration 0011). */
  coverage: OptionalNullable<number>;
  /** The picture's decoded size in pixels (raster only, migration 0011). */
  pixel_width: OptionalNullable<number>;
  pixel_height: OptionalNullable<number>;
  /** Width in pixels of the picture's thinnest details (raster only, migration 0011). */
  thinnest_px: OptionalNullable<number>;
}

/** Texts placed on a view (migration 0003). x/y are the centre in cm, like logos. */
export interface TextsTable {
  id: Generated<number>;
  sample_id: number;
  position_id: number;
  text: string;
  font: FontName;
  /** Six hex digits without '#'. */
  color: string;
  technique: LogoTechnique;
  comments: string;
  size: number;
  height_cm: number;
  width_cm: number;
  rotate_degrees: number;
  x_cm: number;
  y_cm: number;
  z_index: Generated<number>;
  deleted_at: OptionalNullable<string>;
  created_by: number;
  created_at: string;
  /** The catalogue thread of the text (migration 0019); null for texts made before: their hex colour only. */
  thread_id: OptionalNullable<string>;
}

interface LogoPantonesTable {
  logo_id: number;
  thread_id: string;
  sort_order: number;
}

export interface RenderFilesTable {
  id: Generated<number>;
  sample_id: number;
  file_key: string;
  original_filename: string;
  file_size: number;
  mime_type: string;
  created_by: number;
  created_at: string;
  /** A DST render's header (migration 0011); null for other formats. */
  dst_stitches: OptionalNullable<number>;
  dst_colour_changes: OptionalNullable<number>;
  dst_width_mm: OptionalNullable<number>;
  dst_height_mm: OptionalNullable<number>;
}

interface EventsTable {
  id: Generated<number>;
  sample_id: number;
  user_id: number | null;
  /** One of EVENT_KINDS (shared/src/domain/lifecycle.ts). */
  kind: string;
  created_at: string;
  /** JSON text. */
  payload: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  clients: ClientsTable;
  clothing: ClothingTable;
  clothing_positions: ClothingPositionsTable;
  position_areas: PositionAreasTable;
  samples: SamplesTable;
  threads: ThreadsTable;
  logos: LogosTable;
  logo_pantones: LogoPantonesTable;
  texts: TextsTable;
  render_files: RenderFilesTable;
  events: EventsTable;
  login_throttle: LoginThrottleTable;
  partner_contacts: PartnerContactsTable;
  partner_addresses: PartnerAddressesTable;
  articles: ArticlesTable;
  sequences: SequencesTable;
  data_version: DataVersionTable;
  shop_settings: ShopSettingsTable;
  password_resets: PasswordResetsTable;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;

/** Login throttle counters (migration 0004): one row per key, fixed window from `window_start`. */
export interface LoginThrottleTable {
  key: string;
  hits: number;
  window_start: string;
}

/** A `bigint` column: the pg driver reads it as a string, so read it through Number(). */
type Int8 = ColumnType<number | string, number, number>;

/** The one row of `data_version`. */
export const DATA_VERSION_ROW = 1;

/** The version of the data cached answers are built from (migration 0014): one row (id 1), bumped by triggers. */
export interface DataVersionTable {
  id: number;
  version: Int8;
}

/** Shop-wide settings an admin edits (migration 0015): one row per key, its value as JSON. */
export interface ShopSettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: number | null;
}

/** Contact people of a partner (migration 0007). */
export interface PartnerContactsTable {
  id: Generated<number>;
  client_id: number;
  name: string;
  position: string;
  phone: string;
  email: string;
  sort_order: number;
}

/** Billing and shipping addresses of a partner (migration 0007). */
export interface PartnerAddressesTable {
  id: Generated<number>;
  client_id: number;
  kind: PartnerAddressKind;
  street: string;
  city: string;
  county: string;
  state: string;
  zip_code: string;
  sort_order: number;
}

/** The article catalogue (migration 0007): garments and services, prices in cents before tax. */
export interface ArticlesTable {
  code: string;
  description: string;
  kind: ArticleKind;
  unit: string;
  unit_price_cents: number;
  /** The clothing catalogue title this garment article quotes ('Polo'), for 'Cotizar'. */
  garment: string | null;
  sort_order: number;
  active: ColumnType<number, number | undefined, number>;
}

/** Folio counters, one row per (document kind, series): 'quotation:S' (migrations 0007, 0021). */
export interface SequencesTable {
  name: string;
  last_number: number;
}

