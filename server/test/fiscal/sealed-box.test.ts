import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { open, seal } from '../../src/modules/fiscal/sealed-box';
import { resolveSecretKey } from '../../src/modules/fiscal/secret-key';

describe('secrets at rest', () => {
  const key = crypto.randomBytes(32);
  const secret = Buffer.from('-----BEGIN PRIVATE KEY----- llave de prueba');

  it('seals with AES-256-GCM: never the plain bytes, a new nonce each time, opens back', () => {
    const a = seal(secret, key, 'etiqueta');
    const b = seal(secret, key, 'etiqueta');
    expect(a).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(a).not.toBe(b);
    expect(Buffer.from(a.slice(3), 'base64').includes(secret)).toBe(false);
    expect(open(a, key, 'etiqueta')).toEqual(secret);
  });

  it('opens nothing with another key, another label, a changed byte or a foreign text', () => {
    const sealed = seal(secret, key, 'etiqueta');
    expect(open(sealed, crypto.randomBytes(32), 'etiqueta')).toBeNull();
    expect(open(sealed, key, 'otra')).toBeNull();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(open(`v1:${bytes.toString('base64')}`, key, 'etiqueta')).toBeNull();
    expect(open('v2:abc', key, 'etiqueta')).toBeNull();
    expect(open('v1:', key, 'etiqueta')).toBeNull();
    expect(open('hola', key, 'etiqueta')).toBeNull();
  });

  it('without MUESTRARIO_SECRET_KEY makes one key file (0600, folder 0700) and keeps using it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    const file = path.join(dir, 'secret', 'muestrario-secret.key');
    const first = resolveSecretKey({ secretKey: undefined, secretKeyFile: file });
    expect(first).toHaveLength(32);
    expect(resolveSecretKey({ secretKey: undefined, secretKeyFile: file })).toEqual(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    const given = crypto.randomBytes(32);
    expect(resolveSecretKey({ secretKey: given, secretKeyFile: file })).toEqual(given);
    fs.writeFileSync(file, 'no es una clave');
    expect(() => resolveSecretKey({ secretKey: undefined, secretKeyFile: file })).toThrow(/no contiene una clave/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
