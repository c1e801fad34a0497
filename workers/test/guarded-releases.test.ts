import { RemoteStatus, TELEMETRY_MAX_BYTES } from "@chauffeur/contract";
import { admins, auditLog, outbox } from "@chauffeur/db";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TELEMETRY_PER_MINUTE } from "../src/services/telemetry/limit";
import { adminApi, db, detailOf, staffBearer } from "./factories";
import { api, exec, postJson, randomIp } from "./helpers";
import {
  build,
  evidenceOf,
  fakeDateInEachTest,
  manifest,
  post,
  release,
  SRI,
  sri384,
} from "./release-fixture";

fakeDateInEachTest();

/** A release that passed its check (what promotion and canaries need). */
async function checkedRelease(remote: "booking" | "admin" | "driver", version: string) {
  const files = build(version);
  const made = await release(remote, version, files);
  const checked = await post(
    `/api/admin/remotes/${remote}/releases/${version}/check`,
    await evidenceOf(made, files),
  );
  expect(checked.status).toBe(200);
  return made;
}

async function status(remote: string) {
  const all = RemoteStatus.array().parse(await (await adminApi("/api/admin/remotes")).json());
  return all.find((s) => s.remote === remote) as RemoteStatus;
}

const report = (body: unknown, address = randomIp()) =>
  postJson("/api/telemetry", body, { "cf-connecting-ip": address });

describe("verified files", () => {
  it("lists each script's SHA-384 at the seal, serves the list, and names both SRIs in the manifest", async () => {
    const files = build("3.1.0");
    await checkedRelease("driver", "3.1.0");
    const promoted = await post("/api/admin/remotes/driver/promote", { version: "3.1.0" });
    expect(promoted.status).toBe(200);

    const driver = (await manifest()).driver;
    expect(driver.integrity).toBe(await sri384(files["remoteEntry.js"]));
    expect(driver.filesIntegrity).toMatch(SRI);
    expect(driver.previous).toEqual([
      { url: "/remotes/driver/remoteEntry.js", version: "built-in", integrity: null, filesIntegrity: null },
    ]);

    const list = await api("/remotes/driver/3.1.0/_integrity.json");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const text = await list.text();
    expect(await sri384(text)).toBe(driver.filesIntegrity);
    expect(JSON.parse(text)).toEqual({
      "assets/__federation_expose_App-abc12345.js": await sri384(
        files["assets/__federation_expose_App-abc12345.js"],
      ),
      "remoteEntry.js": await sri384(files["remoteEntry.js"]),
    });
    expect((await api("/remotes/driver/9.9.9/_integrity.json")).status).toBe(404);
  });

  it("refuses a build that holds a file of the list's name", async () => {
    const res = await post("/api/admin/remotes/driver/releases", {
      version: "3.1.1",
      files: [
        { path: "remoteEntry.js", sha256: "a".repeat(64) },
        { path: "_integrity.json", sha256: "b".repeat(64) },
      ],
    });
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toContain("A build may not hold _integrity.json");
  });
});

describe("POST /api/admin/remotes/{remote}/canary", () => {
  it("refuses a release not checked (409), one not released (404), a share of 100 (400), and non-owners", async () => {
    await release("booking", "4.0.0", build("4.0.0"));
    const unchecked = await post("/api/admin/remotes/booking/canary", { version: "4.0.0", share: 10 });
    expect(unchecked.status).toBe(409);
    expect(await detailOf(unchecked)).toContain("has not passed its check in the built shell");
    expect((await post("/api/admin/remotes/booking/canary", { version: "4.9.9", share: 10 })).status).toBe(
      404,
    );
    const whole = await post("/api/admin/remotes/booking/canary", { version: "4.0.0", share: 100 });
    expect(whole.status).toBe(400);
    expect(await detailOf(whole)).toContain("A share of 100% is a promotion");
    const body = JSON.stringify({ version: "4.0.0", share: 10 });
    const init = { method: "POST", body, headers: { "content-type": "application/json" } };
    expect((await api("/api/admin/remotes/booking/canary", init)).status).toBe(401);
    const dispatcher = { ...init, headers: { ...init.headers, ...(await staffBearer("dispatcher")) } };
    expect((await api("/api/admin/remotes/booking/canary", dispatcher)).status).toBe(403);
  });

  it("serves a checked version to a share beside the live one; raising it, promoting and rolling back end it", async () => {
    await checkedRelease("booking", "4.1.0");
    const started = await post("/api/admin/remotes/booking/canary", { version: "4.1.0", share: 10 });
    expect(started.status, await started.clone().text()).toBe(200);
    expect(RemoteStatus.parse(await started.json()).canary).toMatchObject({ version: "4.1.0", share: 10 });
    const booking = (await manifest()).booking;
    expect(booking.version).toBe("built-in");
    expect(booking.canary).toEqual({
      url: "/remotes/booking/4.1.0/remoteEntry.js",
      version: "4.1.0",
      integrity: await sri384(build("4.1.0")["remoteEntry.js"]),
      filesIntegrity: expect.stringMatching(SRI),
      share: 10,
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "release.canary"))
      .orderBy(desc(auditLog.at));
    expect(audit?.targetId).toBe("booking");

    // Another version while one runs is refused; the same one takes a new share.
    await checkedRelease("booking", "4.2.0");
    expect((await post("/api/admin/remotes/booking/canary", { version: "4.2.0", share: 10 })).status).toBe(
      409,
    );
    await post("/api/admin/remotes/booking/canary", { version: "4.1.0", share: 50 });
    expect((await manifest()).booking.canary?.share).toBe(50);

    // A rollback names the canary it ends; the live version stays.
    const wrong = await post("/api/admin/remotes/booking/rollback", { from: "built-in" });
    expect(wrong.status).toBe(409);
    const ended = RemoteStatus.parse(
      await (await post("/api/admin/remotes/booking/rollback", { from: "4.1.0" })).json(),
    );
    expect(ended.canary).toBeNull();
    expect(ended.live.version).toBe("built-in");
    expect(ended.canaries[0]).toMatchObject({ version: "4.1.0", outcome: "rolled-back" });
    expect((await manifest()).booking.canary).toBeUndefined();

    // Promoting the canary's version makes it live for everybody and ends the canary.
    await post("/api/admin/remotes/booking/canary", { version: "4.2.0", share: 25 });
    const promoted = RemoteStatus.parse(
      await (await post("/api/admin/remotes/booking/promote", { version: "4.2.0" })).json(),
    );
    expect(promoted.live.version).toBe("4.2.0");
    expect(promoted.canary).toBeNull();
    expect(promoted.canaries[0]).toMatchObject({ version: "4.2.0", outcome: "promoted" });
  });
});

describe("POST /api/telemetry", () => {
  it("counts a page view per version: views, load failures, errors and the p75 of the vitals (204)", async () => {
    await checkedRelease("admin", "5.0.0");
    await post("/api/admin/remotes/admin/canary", { version: "5.0.0", share: 50 });
    const ok = await report({
      remotes: [{ remote: "admin", version: "5.0.0", ran: "5.0.0", errors: 2 }],
      lcp: 1800,
      inp: 120,
      cls: 0.02,
    });
    expect(ok.status).toBe(204);
    // The canary failed to load in this one: the live version ran, with the page's vitals.
    await report({
      remotes: [{ remote: "admin", version: "5.0.0", ran: "built-in", refused: true, errors: 0 }],
      lcp: 900,
    });
    // A version the site never served is left out.
    expect(
      (await report({ remotes: [{ remote: "admin", version: "7.7.7", ran: "7.7.7", errors: 1 }] })).status,
    ).toBe(204);

    const admin = await status("admin");
    expect(admin.canary?.field).toEqual({
      views: 2,
      loadFailures: 1,
      refused: 1,
      errors: 2,
      lcpP75: 1800,
      inpP75: 150,
      clsP75: 0.025,
    });
    expect(admin.live.field).toMatchObject({ views: 0, lcpP75: 1000 });
    expect(admin.releases.find((r) => r.version === "5.0.0")?.field.views).toBe(2);
    expect(admin.releases.some((r) => r.version === "7.7.7")).toBe(false);
    await post("/api/admin/remotes/admin/rollback", { from: "5.0.0" });
  });

  it("answers 400 with a detail on a bad shape, 413 past its size, 429 past its rate", async () => {
    const bad = await report({ remotes: [{ remote: "shop", version: "1.0.0", ran: null, errors: 0 }] });
    expect(bad.status).toBe(400);
    expect(await detailOf(bad)).toMatch(/remote/);
    expect((await report({ remotes: [] })).status).toBe(400);
    const big = await report(JSON.stringify({ remotes: [], pad: "x".repeat(TELEMETRY_MAX_BYTES) }));
    expect(big.status).toBe(413);

    const address = randomIp();
    const view = { remotes: [{ remote: "driver", version: "built-in", ran: "built-in", errors: 0 }] };
    for (let i = 0; i < TELEMETRY_PER_MINUTE; i += 1) expect((await report(view, address)).status).toBe(204);
    const limited = await report(view, address);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await report(view)).status).toBe(204);
  });
});

describe("the canary watch job", () => {
  const runJob = () =>
    adminApi("/api/admin/jobs/run", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ only: ["canary-watch"] }),
    });

  it("rolls back a canary failing more than the live version and tells the release's author why", async () => {
    const made = await checkedRelease("driver", "6.0.0");
    const author = `author-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await db
      .update(admins)
      .set({ email: author, name: "Riley Release" })
      .where(eq(admins.username, made.releasedBy));
    await post("/api/admin/remotes/driver/canary", { version: "6.0.0", share: 50 });
    const live = (await status("driver")).live.version;
    const at = new Date().toISOString();
    // Over the minimum of page views (CANARY_MIN_VIEWS, 200 by default): 40% failed to load, against 1%.
    await exec([
      `INSERT INTO remote_field_data (remote, version, views, load_failures, refused, errors, updated_at)
       VALUES ('driver', '6.0.0', 250, 100, 0, 0, '${at}')
       ON CONFLICT (remote, version) DO UPDATE SET views = 250, load_failures = 100, errors = 0`,
      `INSERT INTO remote_field_data (remote, version, views, load_failures, refused, errors, updated_at)
       VALUES ('driver', '${live}', 300, 3, 0, 0, '${at}')
       ON CONFLICT (remote, version) DO UPDATE SET views = 300, load_failures = 3, errors = 0`,
    ]);
    const run = await runJob();
    expect(run.status).toBe(200);
    const did = (await run.json()) as { jobs: { job: string; did: Record<string, number> }[] };
    expect(did.jobs[0]).toMatchObject({ job: "canary-watch", did: { watched: 1, rolledBack: 1 } });

    const after = await status("driver");
    expect(after.canary).toBeNull();
    expect(after.canaries[0]).toMatchObject({
      version: "6.0.0",
      outcome: "rolled-back-automatically",
      endedBy: "the jobs",
    });
    expect(after.canaries[0]?.reason).toContain("its load-failure rate was 40.0% over 250 page views");
    expect((await manifest()).driver.canary).toBeUndefined();

    const [message] = await db.select().from(outbox).where(eq(outbox.recipient, author));
    expect(message?.template).toBe("canary-rolled-back");
    expect(message?.subject).toBe("Canary of mfe-driver 6.0.0 rolled back automatically");
    expect(message?.body).toContain("Dear Riley Release,");
    expect(message?.body).toContain("its load-failure rate was 40.0% over 250 page views");
    expect(message?.body).toContain(`Every browser loads ${live} again.`);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "release.canary-rolled-back"))
      .orderBy(desc(auditLog.at));
    expect(audit?.actorType).toBe("system");

    // Run again: nothing left to roll back, no second message.
    expect(((await (await runJob()).json()) as { jobs: { did: unknown }[] }).jobs[0]?.did).toEqual({
      watched: 0,
      rolledBack: 0,
    });
    expect(await db.select().from(outbox).where(eq(outbox.recipient, author))).toHaveLength(1);
  });

  it("leaves a canary alone below the minimum of page views or within the margin", async () => {
    await checkedRelease("driver", "6.1.0");
    await post("/api/admin/remotes/driver/canary", { version: "6.1.0", share: 10 });
    const at = new Date().toISOString();
    await exec([
      `INSERT INTO remote_field_data (remote, version, views, load_failures, refused, errors, updated_at)
       VALUES ('driver', '6.1.0', 20, 20, 0, 0, '${at}')`,
    ]);
    expect(((await (await runJob()).json()) as { jobs: { did: unknown }[] }).jobs[0]?.did).toEqual({
      watched: 1,
      rolledBack: 0,
    });
    await exec([
      `UPDATE remote_field_data SET views = 400, load_failures = 10, errors = 12 WHERE remote = 'driver' AND version = '6.1.0'`,
    ]);
    expect(((await (await runJob()).json()) as { jobs: { did: unknown }[] }).jobs[0]?.did).toEqual({
      watched: 1,
      rolledBack: 0,
    });
    expect((await status("driver")).canary?.version).toBe("6.1.0");
    await post("/api/admin/remotes/driver/rollback", { from: "6.1.0" });
  });
});
