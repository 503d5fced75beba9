/**
 * Bounds every uploaded picture is checked against before anything decodes or draws it (issue 28). A file
 * that passes them costs at most a few hundred MB and a few seconds, and only inside the picture worker.
 */

/** Largest picture decoded: 25 megapixels (a 40 cm print at 300 ppi is 4,724 px a side, 22 MP). */
export const MAX_PICTURE_PIXELS = 25_000_000;
/** Longest side of a decoded picture: a 1 × 25,000,000 px strip is as costly to decode as a photo is large. */
export const MAX_PICTURE_SIDE = 10_000;
/** Longest side of the picture drawn in the PDFs (enough for a logo printed 6.7 cm wide at 300 ppi). */
export const DRAWING_MAX_SIDE = 800;
/** A picture's preparation (decode, colours, drawing) stops after this long; the worker is then replaced. */
export const PICTURE_WORK_TIMEOUT_MS = 10_000;
/** JavaScript heap of the picture worker (pixel buffers are bounded by the header checks instead). */
export const PICTURE_WORKER_HEAP_MB = 256;

/** Elements an SVG may draw, counting each `<use>` and each `url(#…)` reference as the elements it repeats. */
export const MAX_SVG_DRAWN_ELEMENTS = 5_000;
/** `<use>` inside `<use>` inside …: levels allowed. */
export const MAX_SVG_USE_DEPTH = 4;
/** Largest magnitude of a number in an SVG's attributes or styles (coordinates, sizes, stroke widths). */
export const MAX_SVG_NUMBER = 1e7;
/** Elements a render's SVG may draw (never drawn by the server; the limit keeps a browser showing it alive). */
export const MAX_RENDER_SVG_DRAWN_ELEMENTS = 200_000;
