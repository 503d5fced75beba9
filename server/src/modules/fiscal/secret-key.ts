import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FiscalConfig } from './config';

/**
 * The 32-byte key that encrypts the CSD's private key at rest: MUESTRARIO_SECRET_KEY when set; otherwise a
 * key generated once into DATA_DIR/secret/muestrario-secret.key (folder 0700, file 0600, created with
 * O_EXCL so two processes starting at once agree on one). That folder is neither the database nor
 * DATA_DIR/files, so `npm run backup` never copies it (docs/decisions/fiscal.md).
 */
export function resolveSecretKey(config: Pick<FiscalConfig, 'secretKey' | 'secretKeyFile'>): Buffer {
  if (config.secretKey) return config.secretKey;
  const file = config.secretKeyFile;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) {
    try {
      fs.writeFileSync(file, `${crypto.randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/i.test(text)) throw new Error(`El archivo de clave ${file} no contiene una clave de 32 bytes en hexadecimal.`);
  return Buffer.from(text, 'hex');
}
