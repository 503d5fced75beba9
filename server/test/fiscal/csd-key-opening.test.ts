import crypto from 'node:crypto';
import { checkCsd, CSD_MESSAGES } from '../../src/modules/fiscal/csd-check';
import { testCsd, TEST_CSD_PASSWORD } from '../helpers/csd';

/*
 * Opening the .key (found by a CI run): a wrong password passes 3DES's padding check about one time in 300
 * and then fails to parse, which the first version read as "not a key". Hundreds of wrong passwords must
 * all read as a wrong password, and the right one must always open the key.
 */
const RFC = 'EKU9003173C9';
const now = new Date('2026-06-01T12:00:00Z');
const refusal = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('opening the CSD key', () => {
  it('every one of 600 wrong passwords reads as a wrong password, never as an unreadable key', async () => {
    const csd = await testCsd({ rfc: RFC });
    const messages = new Set<string | undefined>();
    for (let i = 0; i < 600; i++) {
      messages.add(refusal(() => checkCsd({ cer: csd.certificateDer, key: csd.keyDer, password: `mal-${i}`, companyRfc: RFC, now })));
    }
    expect([...messages]).toEqual([CSD_MESSAGES.badPassword]);
  });

  it('the right password opens the key every time', async () => {
    const csd = await testCsd({ rfc: RFC });
    for (let i = 0; i < 50; i++) {
      expect(checkCsd({ cer: csd.certificateDer, key: csd.keyDer, password: TEST_CSD_PASSWORD, companyRfc: RFC, now }).rfc).toBe(RFC);
    }
  });

  it('a key without a password and a file that is not a key are told apart', async () => {
    const csd = await testCsd({ rfc: RFC });
    const plain = crypto.createPrivateKey(csd.privateKeyPem).export({ type: 'pkcs8', format: 'der' });
    expect(refusal(() => checkCsd({ cer: csd.certificateDer, key: plain, password: 'cualquiera', companyRfc: RFC, now }))).toBe(CSD_MESSAGES.keyNotEncrypted);
    expect(refusal(() => checkCsd({ cer: csd.certificateDer, key: Buffer.from('no es una llave'), password: 'x', companyRfc: RFC, now }))).toBe(CSD_MESSAGES.keyUnreadable);
  });
});
