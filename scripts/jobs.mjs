// `npm run jobs`: runs the scheduled jobs once now (fare holds and renewals, settlement, flights, pickup
// reminders, the outbox) on the local server `npm start` runs, as its admin, through the route the
// console's "Run jobs" uses; `npm start` also runs them on the cron's schedule. URL: http://127.0.0.1:8787
// unless SITE_URL or PORT says otherwise.
import { workerSettings } from "./lib/settings.mjs";

const site = process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`;
const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = workerSettings();
const json = { "content-type": "application/json" };
const login = await fetch(`${site}/api/admin/login`, {
  method: "POST",
  headers: json,
  body: JSON.stringify({ username, password }),
}).catch((error) => {
  console.error(
    `No server answers on ${site} (${error.cause?.code ?? error.message}): start it with npm start.`,
  );
  process.exit(1);
});
if (!login.ok) {
  console.error(`Signing in as ${username} on ${site} failed (${login.status}): ${await login.text()}`);
  process.exit(1);
}
const { token } = await login.json();
const run = await fetch(`${site}/api/admin/jobs/run`, {
  method: "POST",
  headers: { ...json, authorization: `Bearer ${token}` },
  body: "{}",
});
const result = await run.json();
if (!run.ok) {
  console.error(`The jobs did not run (${run.status}): ${result.detail}`);
  process.exit(1);
}
for (const { job, ok, did, error } of result.jobs) {
  console.log(`${ok ? "✓" : "✗"} ${job}: ${JSON.stringify(ok ? did : error)}`);
}
process.exit(result.jobs.every((j) => j.ok) ? 0 : 1);
