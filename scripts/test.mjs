// `npm test`: the check, the unit and component tests, the Worker and security tests in workerd, and a
// fresh build driven end to end in headless Chromium, in two lanes side by side, run by concurrently. The
// first stage to fail stops everything; Ctrl-C or SIGTERM stops every process of both lanes (concurrently
// kills each lane's whole process tree). It ends with one count of every test and the time taken.
//   tests:   check, then unit, then the Worker and security tests
//   browser: build the four front ends (two at a time) and migrate and seed the end-to-end database, side
//            by side; then assemble the site in a folder of its own (not dist/, which the Worker tests'
//            assets binding serves), then the end-to-end tests on it (Playwright Test, at a lower priority)
import { readFileSync, rmSync } from "node:fs";
import { delimiter, resolve } from "node:path";
import concurrently from "concurrently";

const started = Date.now();
// The project's commands (concurrently, wrangler, tsx) also when this runs as `node scripts/test.mjs`.
process.env.PATH = `${resolve("node_modules/.bin")}${delimiter}${process.env.PATH}`;
// Absolute: the Worker stages' vitest resolves a relative report path from workers/.
const results = resolve(".tmp/test-results");
const e2e = { E2E_SITE: ".tmp/e2e/site", E2E_DATABASE: ".tmp/e2e/database" };
const clean = () => rmSync(".tmp/e2e", { recursive: true, force: true });
rmSync(results, { recursive: true, force: true });
clean();

/**
 * A vitest stage whose counts go to a JSON file for the total. One test process at a time: the browser
 * lane keeps the other core busy, and a second process costs more than it saves. A component project's
 * files then run as one batch (one happy-dom page, Chakra imported once), and the Worker's files share
 * one workerd. Measured with the load average near 30: the unit and component tests 50 s of CPU against
 * 70 s with two, 12 Worker test files 20 s against 28 s, both faster by the clock too.
 */
const vitest = (args, name) =>
  `vitest run ${args}--maxWorkers=1 --reporter=default --reporter=json --outputFile.json=${results}/${name}.json`;
// Migrated and seeded in one process (db/scripts/seed.ts --migrate), as `npm run db:local` does in two.
const database = `tsx db/scripts/seed.ts --local --migrate --persist-to=${e2e.E2E_DATABASE}`;
/**
 * The end-to-end tests run at a lower priority (nice 10). The Worker tests wait on many short round trips
 * between workerd's threads: at equal priority each waited behind Chromium's renderers, and the stage
 * took twice its time alone (363 s against 172 s). Niced, the end-to-end stage takes the cores the tests
 * lane leaves idle, and it ends last anyway. The builds before it keep their priority: the lane waits on them.
 */
const nice = process.platform === "win32" ? "" : "nice -n 10 ";

const { result } = concurrently(
  [
    {
      name: "tests",
      command: [
        "npm run check",
        // Every project of vitest.config.ts: the unit tests and the four front ends' component tests.
        vitest("", "unit"),
        // The Worker's tests and the security stage, in one workerd (workers/vitest.config.ts).
        vitest("--config workers/vitest.config.ts ", "worker"),
      ].join(" && "),
    },
    {
      name: "browser",
      command: [
        // The four builds in two pairs of about equal length (the shell and the booking app are the long ones).
        `concurrently --kill-others-on-fail --names build,build,database "npm run build -w shell -w mfe-admin" "npm run build -w mfe-booking -w mfe-driver" "${database}"`,
        `node scripts/assemble.mjs ${e2e.E2E_SITE}`,
        `${nice}playwright test -c tests`,
      ].join(" && "),
      env: e2e,
    },
  ],
  { killOthersOn: ["failure"], killTimeout: 10_000, prefix: "name" },
);

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => (interrupted = true));
// Each lane's close: a rejection lists them all when one failed (the other is killed).
const closed = await result.catch((events) => events);
const failed = closed.filter((e) => e.exitCode !== 0 && !e.killed).map((e) => e.command.name);
const passed = closed.every((e) => e.exitCode === 0);
clean();
for (const e of closed) console.log(`${e.command.name} lane: ${Math.round(e.timings.durationSeconds)} s`);
console.log(`\n${counts()}`);
const seconds = Math.round((Date.now() - started) / 1000);
if (interrupted) console.log(`Interrupted after ${seconds} s.`);
else if (passed) console.log(`All stages passed in ${seconds} s.`);
else console.log(`Failed (${failed.join(", ")}) after ${seconds} s.`);
process.exit(passed && !interrupted ? 0 : 1);

/** Every test counted, from the stages' JSON reports (a stage that did not finish counts none). */
function counts() {
  let passed = 0;
  let failed = 0;
  const read = (name) => {
    try {
      return JSON.parse(readFileSync(`${results}/${name}.json`, "utf8"));
    } catch {
      return undefined;
    }
  };
  for (const name of ["unit", "worker"]) {
    passed += read(name)?.numPassedTests ?? 0;
    failed += read(name)?.numFailedTests ?? 0;
  }
  const browser = read("e2e")?.stats;
  passed += browser?.expected ?? 0;
  failed += (browser?.unexpected ?? 0) + (browser?.flaky ?? 0);
  return `Tests: ${passed} passed, ${failed} failed`;
}
