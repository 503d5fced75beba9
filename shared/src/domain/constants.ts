/** Business constants and limits (docs/requirements.md §9). */
export const TAX_RATE = 0.16;
export const PHONE_DIGITS = 10;
export const ZIP_DIGITS = 5;
export const COUNTRY = 'MEX';
export const CLIENT_SEARCH_MIN_CHARS = 2;
/** Most clients one search answers. */
export const CLIENT_SEARCH_LIMIT = 20;
export const TEXT_MAX_CHARS = 15;
export const DEFAULT_TEXT_HEIGHT_CM = 1;
export const DEFAULT_LOGO_HEIGHT_CM = 10;
/** A text added in the editor (issue 33): 3 cm high, or smaller to fit the view's first print area. */
export const NEW_TEXT_HEIGHT_CM = 3;
export const DEFAULT_LOGO_TECHNIQUE = 'Bordado';
export const DEFAULT_CANVAS_COLOR = '#FFFFFF';
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const NEW_CLIENT_OPTION = { cardCode: '0', cardName: 'Definir nuevo cliente' } as const;
/** Where the API and the garment pictures live when the runtime config does not say otherwise. */
export const DEFAULT_API_BASE = '/api';
export const DEFAULT_ASSETS_BASE = '/api/assets';
export const LOGIN_REQUIRED_MESSAGE = 'Inicia sesión para continuar.';
/** Largest photo of the physical sample (phone pictures), in bytes. */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;

/** Default size limit of a render upload (the server reads RENDER_MAX_BYTES to change it). */
export const RENDER_MAX_BYTES = 50 * 1024 * 1024;
/** Longest text each field of a new sample accepts (server schema and form inputs). */
export const NEW_SAMPLE_MAX_CHARS = {
  sampleName: 120,
  /** The client's department the sample is for (issue 33). */
  department: 60,
  cardName: 120,
  email: 200,
  address: 200,
  county: 120,
  state: 120,
} as const;
