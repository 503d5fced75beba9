import { constants as zlib } from 'node:zlib';

/**
 * How dynamic answers (API JSON) are compressed, written once for the compression plugin (app.ts) and the
 * cached answers, which keep their compressed bytes (plugins/answer-cache.ts): brotli or gzip, pinned so
 * the answer does not depend on the Node version (the plugin prefers zstd where Node ≥ 22.15 provides
 * it), only above 1 KB, brotli at quality 4 (quality 11 costs far more CPU per request than it saves on
 * the wire).
 */
export const COMPRESSION = {
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: 1024,
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
};
