// Measures the API against a local Worker with the full gazetteer: autocomplete latency (p50/p95) over
// many prefixes, and requests per second of the catalog, quote and booking creation beside a trivial
// route (the catalog's ratio to it is the figure to watch: it is served from memory).
// Loopback only, bounded loops; the load generator shares the machine's cores with the Worker.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { prepareDatabase, startWorker } from "./lib/worker.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8792);
const CONCURRENCY = 8;
const PREFIXES = [
  "bo",
  "bos",
  "bost",
  "boston",
  "logan",
  "lo",
  "los",
  "los an",
  "qu",
  "qui",
  "quincy",
  "quincy, ma",
  "new",
  "new y",
  "newark",
  "jfk",
  "lga",
  "ewr",
  "la",
  "lag",
  "chi",
  "chic",
  "sea",
  "seat",
  "atl",
  "mia",
  "san",
  "san f",
  "san d",
  "cam",
  "cambr",
  "wor",
  "spr",
  "spring",
  "port",
  "portl",
  "den",
  "dall",
  "hou",
  "aus",
  "phi",
  "phil",
  "pit",
  "cle",
  "det",
  "min",
  "mil",
  "kan",
  "st",
  "st l",
  "sal",
  "salt",
  "pho",
  "tuc",
  "alb",
  "bur",
  "har",
  "hart",
  "prov",
  "nash",
  "mem",
  "ral",
  "char",
  "ric",
  "bal",
  "was",
  "wash",
  "arl",
  "ale",
  "nor",
  "orl",
  "tam",
  "jack",
  "021",
  "0216",
  "100",
  "941",
  "606",
  "331",
  "ter",
  "terminal",
  "intern",
  "regional",
  "ma",
  "ny",
  "ca",
  "tx",
  "fl",
  "wel",
  "wes",
  "west",
  "east",
  "north",
  "south",
  "lake",
  "mount",
  "fort",
  "green",
  "ham",
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function serviceDate(daysAhead) {
  const at = new Date(Date.now() + daysAhead * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(at);
}

async function timed(url, init) {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${init?.method ?? "GET"} ${url} answered ${res.status}`);
  return performance.now() - started;
}

/** `total` requests from `CONCURRENCY` workers; answers requests per second. */
async function throughput(total, makeRequest) {
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < total) {
      next += 1;
      const [url, init] = makeRequest(next);
      await timed(url, init);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return total / ((performance.now() - started) / 1000);
}

const post = (body) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

const state = mkdtempSync(join(tmpdir(), "chauffeur-bench-"));
prepareDatabase(state);
const worker = await startWorker({ port: PORT, persistTo: state, logFile: join(state, "worker.log") });
try {
  const api = `${worker.url}/api`;
  // Warm up the isolate and SQLite's page cache.
  for (const p of PREFIXES.slice(0, 10)) await timed(`${api}/places/autocomplete`, post({ input_text: p }));

  const latencies = [];
  for (let round = 0; round < 3; round += 1) {
    for (const p of PREFIXES)
      latencies.push(await timed(`${api}/places/autocomplete`, post({ input_text: p })));
  }
  latencies.sort((a, b) => a - b);

  const quote = {
    serviceType: "one-way",
    pickupLocation: "Quincy, MA",
    destination: "Boston Logan International Airport (BOS), Boston, MA",
    vehicleType: "sedan",
  };
  const booking = (i) => ({
    ...quote,
    date: serviceDate(7 + (i % 30)),
    time: "14:30",
    customerInfo: { name: "Bench Customer", email: `bench${i}@example.com`, phone: "617-555-0100" },
    passengerCount: 1,
    luggageCount: 1,
    paymentInfo: { provider: "sandbox", token: "tok_sandbox_visa", cardLast4: "4242", brand: "visa" },
  });
  const configRps = await throughput(2000, () => [`${api}/config`]);
  const fleetRps = await throughput(2000, () => [`${api}/fleet`]);
  const servicesRps = await throughput(2000, () => [`${api}/services`]);
  const configAgainRps = await throughput(2000, () => [`${api}/config`]);
  // The trivial route measured before and after the catalog, so drift on a shared machine shows.
  const trivialRps = (configRps + configAgainRps) / 2;
  const quoteRps = await throughput(800, () => [`${api}/quote`, post(quote)]);
  const bookingRps = await throughput(400, (i) => [`${api}/bookings`, post(booking(i))]);

  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(
    `\nAutocomplete over the full gazetteer (${latencies.length} requests, ${PREFIXES.length} prefixes, sequential):`,
  );
  console.log(
    `  p50 ${ms(percentile(latencies, 50))}   p95 ${ms(percentile(latencies, 95))}   max ${ms(latencies.at(-1))}`,
  );
  console.log(`\nThroughput, ${CONCURRENCY} concurrent clients on loopback:`);
  console.log(
    `  GET  /api/config     ${trivialRps.toFixed(0)} req/s (trivial route, 2 x 2000 requests: ${configRps.toFixed(0)} and ${configAgainRps.toFixed(0)})`,
  );
  console.log(
    `  GET  /api/fleet      ${fleetRps.toFixed(0)} req/s (2000 requests), ${(fleetRps / trivialRps).toFixed(2)}x the trivial route`,
  );
  console.log(
    `  GET  /api/services   ${servicesRps.toFixed(0)} req/s (2000 requests), ${(servicesRps / trivialRps).toFixed(2)}x the trivial route`,
  );
  console.log(`  POST /api/quote      ${quoteRps.toFixed(0)} req/s (800 requests)`);
  console.log(`  POST /api/bookings   ${bookingRps.toFixed(0)} req/s (400 requests)`);
} finally {
  worker.stop();
  rmSync(state, { recursive: true, force: true });
}
