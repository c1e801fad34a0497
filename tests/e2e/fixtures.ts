// What the end-to-end tests are given: pages watched for console errors, and the openings many tests
// share (a booked trip, a signed-in dispatcher, a chauffeur with a ride), on the suite's Worker or on a
// Worker of the file's own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BookingReceipt } from "@chauffeur/contract";
import { type BrowserContextOptions, test as base, expect, type Page } from "@playwright/test";
import { adminSignIn, assignedRide, bookRide } from "./driver-support";
import { pointAt } from "./support/api";
import { watchPage } from "./support/browser";
import { type OwnWorkerOptions, runOwnWorker, type Site, suiteWorker } from "./support/own-worker";

export interface PageOptions extends BrowserContextOptions {
  /** Console errors this page provokes on purpose (a failing API it stubs, say). */
  allowErrors?: RegExp[];
}

/** Who drives `chauffeurRide`, and where: `test.use({ chauffeur: { firstName: "Marcus", ... } })`. */
export interface ChauffeurOptions {
  firstName: string;
  trip?: NonNullable<Parameters<typeof assignedRide>[2]>["trip"];
  car?: NonNullable<Parameters<typeof assignedRide>[2]>["car"];
}

export type NewPage = (options?: PageOptions) => Promise<Page>;

interface TestFixtures {
  /** Console errors the test's pages provoke on purpose: `test.use({ allowConsoleErrors: /402/ })`. */
  allowConsoleErrors: RegExp | undefined;
  /**
   * A page in a fresh context of its own (own storage, cookies, clock), with the test's options unless
   * given others; any console error in it fails the test, unless allowed.
   */
  newPage: NewPage;
  /** The test's page, watched as `newPage`'s are. */
  page: Page;
  /** The test's page, signed in to the dispatcher's console at /admin. */
  dispatcher: Page;
  /** A one-way trip booked through the booking API and paid with a sandbox card, 4 days ahead. */
  bookedTrip: BookingReceipt;
  chauffeur: ChauffeurOptions;
  /** A ride to drive now, approved and assigned to a new sedan chauffeur (`chauffeur`). */
  chauffeurRide: Awaited<ReturnType<typeof assignedRide>>;
}

interface WorkerFixtures {
  /** A Worker of the file's own, started with its settings: `test.use({ ownWorker: { name } })`. */
  ownWorker: OwnWorkerOptions | undefined;
  /** The Worker this file's pages and API calls go to. */
  site: Site;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Chromium's home for this test process, gone with it (no profile, cache or crash folder elsewhere).
  launchOptions: [
    async ({ launchOptions }, use) => {
      const home = mkdtempSync(join(tmpdir(), "chauffeur-chromium-"));
      const env = { ...process.env, HOME: home, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: home };
      await use({ ...launchOptions, env: env as Record<string, string> });
      rmSync(home, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  ownWorker: [undefined, { scope: "worker", option: true }],
  site: [
    async ({ ownWorker }, use) => {
      const run = async (site: Site) => {
        pointAt(site.url);
        await use(site);
      };
      if (ownWorker) await runOwnWorker(ownWorker, run);
      else await run(suiteWorker());
    },
    // Auto: the API calls of a test with no page go to the file's Worker too.
    { scope: "worker", auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  // One pattern, not a list: test.use would read a list of patterns as a fixture and its options.
  allowConsoleErrors: [undefined, { option: true }],

  newPage: async ({ browser, allowConsoleErrors }, use) => {
    const watched: { problems: string[]; allowed: RegExp[] }[] = [];
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    const allowedByTest = allowConsoleErrors ? [allowConsoleErrors] : [];
    await use(async ({ allowErrors = allowedByTest, ...options } = {}) => {
      // The test's options (playwright.config.ts, test.use) fill in what is not given here.
      const context = await browser.newContext({
        ...options,
        ...(options.geolocation ? { permissions: ["geolocation"] } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      const problems: string[] = [];
      watched.push({ problems, allowed: allowErrors });
      await watchPage(page, problems, { hydrates: options.javaScriptEnabled !== false });
      return page;
    });
    const found = watched.flatMap(({ problems, allowed }) =>
      problems.filter((p) => !allowed.some((re) => re.test(p))),
    );
    await Promise.all(contexts.map((c) => c.close()));
    expect(found, "console errors in the page").toEqual([]);
  },
  page: async ({ newPage }, use) => use(await newPage()),
  dispatcher: async ({ page }, use) => {
    await adminSignIn(page);
    await use(page);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
  bookedTrip: async ({}, use) => use(await bookRide(`Trip${Date.now().toString(36)}`)),
  chauffeur: [{ firstName: "Sam" }, { option: true }],
  chauffeurRide: async ({ chauffeur }, use) =>
    use(await assignedRide("C", chauffeur.firstName, { trip: chauffeur.trip, car: chauffeur.car })),
});

export { expect };
