// One oversized request must not break the next one (issue 37), on the server `npm start` runs: the bundle
// in Miniflare with the cron's schedule (scripts/serve.mjs, scripts/lib/bundled-worker.mjs).
import { test } from "./fixtures";
import { oversizedThenOthers } from "./support/oversized-request";

test.use({ ownWorker: { name: "start", scheduled: true } });

test("npm start's server answers a 200 KB POST 413, and the next POSTs and GETs from another client normally", async ({
  site,
  request,
}) => {
  await oversizedThenOthers(site.url, request);
});
