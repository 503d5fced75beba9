import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SAT_ASSETS_DIR, SAT_SCHEMA_FILES } from '../../src/modules/cfdi/schema-files';
import { SAT_REFERENCE_DIR } from './helpers/sat-tools';

test('every schema the validator loads ships with the app (server/assets/sat)', () => {
  for (const file of SAT_SCHEMA_FILES) expect(existsSync(path.join(SAT_ASSETS_DIR, file))).toBe(true);
  // Each import of a shipped schema resolves to a shipped schema.
  for (const file of SAT_SCHEMA_FILES) {
    const text = readFileSync(path.join(SAT_ASSETS_DIR, file), 'utf8');
    for (const [, location] of text.matchAll(/schemaLocation="([^"]+)"/g)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), location!));
      expect(SAT_SCHEMA_FILES).toContain(target);
    }
  }
});

const reference = SAT_REFERENCE_DIR;
if (!reference) console.warn('Schema copies not compared: no SAT folder (../shared/sat or /work/shared/sat) on this machine.');

(reference ? test : test.skip).each(SAT_SCHEMA_FILES)('%s equals the SAT folder’s copy', (file) => {
  expect(readFileSync(path.join(SAT_ASSETS_DIR, file)).equals(readFileSync(path.join(reference!, file)))).toBe(true);
});
