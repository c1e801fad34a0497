// One oversized request must not break the next one (issue 37), on `npm run dev`'s `wrangler dev`: its proxy
// answered the next POST from any client "Your worker restarted mid-request" 503 while the Worker cancelled
// the refused body of a declared length.
import { test } from "./fixtures";
import { oversizedThenOthers } from "./support/oversized-request";

test.use({ ownWorker: { name: "dev", server: "wrangler dev" } });

test("wrangler dev answers a 200 KB POST 413, and the next POSTs and GETs from another client normally", async ({
  site,
  request,
}) => {
  await oversizedThenOthers(site.url, request);
});
