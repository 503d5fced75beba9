import { test as base, expect, type Page } from '@playwright/test';
import { chooseGarment, createSample, type Garment } from './api';
import { DEMO, signIn, type Credentials } from './screens';

export { expect };

interface ConsoleGuard {
  /** Accepts console errors matching `pattern` (checked against "text @ resource URL") for this test. */
  allow(pattern: RegExp): void;
}

interface Fixtures {
  /** Who `signedIn` signs in as (a role per test later: `test.use({ user: … })`). */
  user: Credentials;
  /** The page, signed in through the form as `user`, on the home page. */
  signedIn: Page;
  /** A new stage-1 sample created through the API for this test only (no garment yet). */
  freshSample: { sampleId: number; sampleName: string };
  /** The same sample with a garment chosen ('Playera cuello redondo'), and its views. */
  sampleWithGarment: { sampleId: number; sampleName: string; garment: Garment };
  consoleErrors: ConsoleGuard;
}

export const GARMENT = 'Playera cuello redondo';

export const test = base.extend<Fixtures>({
  user: [DEMO, { option: true }],

  signedIn: async ({ page, user }, use) => {
    await signIn(page, user);
    await use(page);
  },

  freshSample: async ({ signedIn }, use, testInfo) => {
    await use(await createSample(signedIn.request, `${testInfo.workerIndex}-${Date.now().toString(36)}`));
  },

  sampleWithGarment: async ({ signedIn, freshSample }, use) => {
    const garment = await chooseGarment(signedIn.request, freshSample.sampleId, GARMENT);
    await use({ ...freshSample, garment });
  },

  // Acceptance: no page logs an error in the browser console. Every test fails when its page logged
  // a console error or threw an uncaught exception, except what the test allowed on purpose.
  consoleErrors: [
    async ({ page }, use) => {
      const logged: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(`${message.text()} @ ${message.location().url}`);
      });
      page.on('pageerror', (error) => logged.push(`Uncaught ${error.name}: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = logged.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(unexpected, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});
