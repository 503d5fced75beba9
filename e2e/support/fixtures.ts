import { test as base, expect, type Page, type ViewportSize } from '@playwright/test';
import { chooseGarment, createSample, type Garment } from './api';
import { DEMO, signIn, WIDE, type Credentials } from './screens';

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
  /**
   * Another person at another computer: a new browser context (own cookies) signed in through the form
   * as `user`, closed after the test. Its console is held to the same rule as `page`'s.
   */
  signInAs: (user: Credentials, viewport?: ViewportSize) => Promise<Page>;
}

/** Collects a page's console errors and uncaught exceptions into `logged`. */
function watchConsole(page: Page, logged: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(`${message.text()} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => logged.push(`Uncaught ${error.name}: ${error.message}`));
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
      watchConsole(page, logged);
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = logged.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(unexpected, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],

  signInAs: async ({ browser, baseURL, locale }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    const logged: string[] = [];
    await use(async (user, viewport = WIDE) => {
      const context = await browser.newContext({ baseURL, locale, viewport });
      contexts.push(context);
      const page = await context.newPage();
      watchConsole(page, logged);
      await signIn(page, user);
      return page;
    });
    await Promise.all(contexts.map((c) => c.close()));
    expect(logged, "errors in the other people's browser consoles").toEqual([]);
  },
});
