// The dispatcher's console at scale: seeds 1,000 and then 100,000 bookings into scratch local D1
// databases, starts the Worker on each, and prints p50/p95 of the console's reads: the booking list
// (first page, a deep page, a search, a status filter), the board and the stats. The target: at
// 100,000 each p95 within 1.5x of the same read at 1,000.
//
// BENCH_SIZES="1000 100000" picks the sizes, BENCH_REQUESTS the timed requests per read (default 40).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEV_ADMIN } from "./lib/settings.mjs";
import { freePort, prepareDatabase, startWorker } from "./lib/worker.mjs";

const SIZES = (process.env.BENCH_SIZES ?? "1000 100000").split(/\s+/).filter(Boolean).map(Number);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const PAGE_SIZE = 20;

/**
 * `count` bookings made by SQLite itself (one statement, a recursive counter), at the same pace for every
 * size: one booked every 15 minutes going back from now, each for a pickup 0 to 9 days after it was
 * made. 1,000 bookings are the last ten days; 100,000 nearly three years, most of them done (completed
 * or cancelled), so the next 24 hours hold about as many rides at both sizes, as they would.
 */
function bookingsSql(count) {
  return `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}),
b AS (SELECT i, unixepoch('now') - i * 900 AS made, unixepoch('now') - i * 900 + (i % 10) * 86400 AS pickup FROM n)
INSERT INTO bookings (id, reference, status, assignment_status, first_name, last_name, email, phone,
  service_type, pickup_location, destination, scheduled_date, scheduled_time, pickup_at, expected_end_at,
  vehicle_type, passenger_count, vehicle_price, child_seat_price, service_fee, estimated_price,
  created_at, updated_at)
SELECT printf('bench-%07d', i), printf('BN-%06X', i),
  CASE WHEN pickup < unixepoch('now') THEN (CASE i % 10 WHEN 0 THEN 'cancelled' ELSE 'completed' END)
    ELSE (CASE i % 5 WHEN 0 THEN 'pending' ELSE 'confirmed' END) END,
  CASE i % 4 WHEN 0 THEN 'unassigned' WHEN 1 THEN 'assigned' ELSE 'accepted' END,
  CASE i % 7 WHEN 0 THEN 'Ada' WHEN 1 THEN 'Grace' WHEN 2 THEN 'Alan' WHEN 3 THEN 'Edsger' WHEN 4 THEN 'Barbara'
    WHEN 5 THEN 'Donald' ELSE 'Margaret' END,
  CASE i % 11 WHEN 0 THEN 'Lovelace' WHEN 1 THEN 'Hopper' WHEN 2 THEN 'Turing' WHEN 3 THEN 'Dijkstra'
    WHEN 4 THEN 'Liskov' WHEN 5 THEN 'Knuth' WHEN 6 THEN 'Hamilton' WHEN 7 THEN 'Ritchie' WHEN 8 THEN 'Kernighan'
    WHEN 9 THEN 'Thompson' ELSE 'Wirth' END,
  printf('guest%d@example.com', i), printf('+1617555%04d', i % 10000),
  'one-way', 'Boston Logan International Airport (BOS), Boston, MA', 'Cambridge, MA',
  date(pickup, 'unixepoch'), time(pickup, 'unixepoch'), pickup * 1000, (pickup + 3600) * 1000,
  CASE i % 3 WHEN 0 THEN 'sedan' WHEN 1 THEN 'suv' ELSE 'premium' END, 1 + i % 4,
  12000, 0, 1000, 13000,
  strftime('%Y-%m-%dT%H:%M:%fZ', made, 'unixepoch'), strftime('%Y-%m-%dT%H:%M:%fZ', made, 'unixepoch')
FROM b;`;
}

function seedBookings(state, count) {
  const r = spawnSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", `--persist-to=${state}`, "--command", bookingsSql(count)],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  if (r.status !== 0) throw new Error(`Seeding ${count} bookings failed`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timed(url, token) {
  const start = performance.now();
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  const ms = performance.now() - start;
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return ms;
}

/** The reads the console makes, by name; the deep page is the middle of the list. */
function reads(count) {
  const deep = Math.max(1, Math.floor(count / PAGE_SIZE / 2));
  return {
    "list, first page": `/api/admin/bookings?page=1&pageSize=${PAGE_SIZE}`,
    [`list, page ${deep}`]: `/api/admin/bookings?page=${deep}&pageSize=${PAGE_SIZE}`,
    // One customer's bookings by part of the e-mail, and a surname one booking in eleven carries.
    'list, search "guest42@"': `/api/admin/bookings?page=1&pageSize=${PAGE_SIZE}&search=guest42%40`,
    'list, search "hopper"': `/api/admin/bookings?page=1&pageSize=${PAGE_SIZE}&search=hopper`,
    "list, status pending": `/api/admin/bookings?page=1&pageSize=${PAGE_SIZE}&status=pending`,
    board: "/api/admin/board",
    stats: "/api/admin/stats",
  };
}

const results = new Map();
/** The reads' names in the order they ran (the deep page under one name for every size). */
const readNames = new Set();
for (const size of SIZES) {
  const state = mkdtempSync(join(tmpdir(), "chauffeur-bench-admin-"));
  try {
    prepareDatabase(state);
    const seeding = performance.now();
    seedBookings(state, size);
    console.log(`Seeded ${size} bookings in ${((performance.now() - seeding) / 1000).toFixed(1)} s.`);
    const worker = await startWorker({
      port: await freePort(),
      persistTo: state,
      logFile: join(state, "worker.log"),
    });
    try {
      const login = await fetch(`${worker.url}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(DEV_ADMIN),
      });
      const { token } = await login.json();
      for (const [name, path] of Object.entries(reads(size))) {
        for (let i = 0; i < 3; i += 1) await timed(worker.url + path, token);
        const times = [];
        for (let i = 0; i < REQUESTS; i += 1) times.push(await timed(worker.url + path, token));
        times.sort((a, b) => a - b);
        const key = name.startsWith("list, page") ? "list, deep page" : name;
        readNames.add(key);
        results.set(`${key}@${size}`, { name, p50: percentile(times, 50), p95: percentile(times, 95) });
        console.log(
          `${String(size).padStart(7)}  ${name.padEnd(24)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
        );
      }
    } finally {
      worker.stop();
    }
  } finally {
    rmSync(state, { recursive: true, force: true });
  }
}

if (SIZES.length >= 2) {
  const [small, large] = [SIZES[0], SIZES.at(-1)];
  console.log(`\np95 in ms, ${large} bookings against ${small} (target: within 1.5x):\n`);
  console.log(`| read | p95 at ${small} | p95 at ${large} | ratio |`);
  console.log("|---|---|---|---|");
  for (const key of readNames) {
    const a = results.get(`${key}@${small}`);
    const b = results.get(`${key}@${large}`);
    if (!a || !b) continue;
    console.log(`| ${key} | ${a.p95.toFixed(1)} | ${b.p95.toFixed(1)} | ${(b.p95 / a.p95).toFixed(2)}x |`);
  }
}
