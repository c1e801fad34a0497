import { env } from "cloudflare:test";
import { RemoteRelease, RemoteStatus } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { adminApi, bearer, detailOf } from "./factories";
import { api } from "./helpers";
import {
  build,
  evidenceOf,
  fakeDateInEachTest,
  manifest,
  post,
  release,
  SRI,
  sha256,
  sri384,
  upload,
} from "./release-fixture";

fakeDateInEachTest();

describe("releasing a micro-frontend", () => {
  it("keeps an uploaded build as an immutable version served under /remotes/<name>/<version>/", async () => {
    const files = build("v2");
    const made = await release("admin", "2.0.0", files);
    expect(made).toMatchObject({ remote: "admin", version: "2.0.0", fileCount: 2, checkedAt: null });
    expect(made.hash).toMatch(/^[0-9a-f]{12}$/);
    expect(made.url).toBe("/remotes/admin/2.0.0/remoteEntry.js");

    const entry = await api("/remotes/admin/2.0.0/remoteEntry.js");
    expect(entry.status).toBe(200);
    expect(entry.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(entry.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await entry.text()).toBe(files["remoteEntry.js"]);
    const etag = entry.headers.get("etag") ?? "";
    const again = await api("/remotes/admin/2.0.0/remoteEntry.js", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const chunk = await api("/remotes/admin/2.0.0/assets/__federation_expose_App-abc12345.js");
    expect(await chunk.text()).toContain("v2");
    expect((await api("/remotes/admin/2.0.0/assets/missing.js")).status).toBe(404);
  });

  it("never overwrites a version: another build under it is refused, the same build again is a no-op", async () => {
    await release("driver", "1.1.0", build("first"));
    const other = await upload("driver", "1.1.0", build("second"));
    expect(other.status).toBe(409);
    expect(await detailOf(other)).toBe(
      "driver 1.1.0 is released already, and a version is never overwritten: raise the version in mfe-driver/package.json",
    );
    const served = await api("/remotes/driver/1.1.0/remoteEntry.js");
    expect(await served.text()).toContain("first");

    const listed = await Promise.all(
      Object.entries(build("first")).map(async ([path, body]) => ({ path, sha256: await sha256(body) })),
    );
    const same = await post("/api/admin/remotes/driver/releases", { version: "1.1.0", files: listed });
    expect(same.status).toBe(200);
  });

  it("refuses a damaged file, a build missing a file, and a build without its entry", async () => {
    const damaged = await adminApi(
      `/api/admin/remotes/booking/releases/3.0.0/files?path=remoteEntry.js&sha256=${"0".repeat(64)}`,
      { method: "PUT", headers: { "content-type": "application/octet-stream" }, body: "export {}" },
    );
    expect(damaged.status).toBe(422);
    expect(await detailOf(damaged)).toMatch(
      /^remoteEntry\.js arrived with SHA-256 [0-9a-f]{64}, not the 0+ it was sent with$/,
    );

    const missing = await post("/api/admin/remotes/booking/releases", {
      version: "3.0.0",
      files: [{ path: "remoteEntry.js", sha256: await sha256("never uploaded") }],
    });
    expect(missing.status).toBe(422);
    expect(await detailOf(missing)).toBe("remoteEntry.js was not uploaded");

    const noEntry = await post("/api/admin/remotes/booking/releases", {
      version: "3.0.0",
      files: [{ path: "assets/a.js", sha256: await sha256("a") }],
    });
    expect(noEntry.status).toBe(400);
    expect(await detailOf(noEntry)).toMatch(/remoteEntry\.js/);

    const badPath = await adminApi(
      `/api/admin/remotes/booking/releases/3.0.0/files?path=${encodeURIComponent("../x.js")}&sha256=${"0".repeat(64)}`,
      { method: "PUT", body: "x" },
    );
    expect(badPath.status).toBe(400);
    // Nothing of it is served: the version was never sealed.
    expect((await api("/remotes/booking/3.0.0/remoteEntry.js")).status).toBe(404);
  });

  it("is for the dispatcher only", async () => {
    expect((await api("/api/admin/remotes")).status).toBe(401);
    const driver = await api("/api/admin/remotes/admin/rollback", {
      method: "POST",
      headers: { ...(await bearer("driver")), "content-type": "application/json" },
      body: '{"from":"1.0.0"}',
    });
    expect(driver.status).toBe(403);
  });
});

describe("promoting and rolling back", () => {
  it("promotes only a checked release, and the manifest and pages name it with what to fall back to", async () => {
    const made = await release("admin", "2.5.0", build("v2"));
    const unchecked = await post("/api/admin/remotes/admin/promote", { version: "2.5.0" });
    expect(unchecked.status).toBe(409);
    expect(await detailOf(unchecked)).toBe(
      "admin 2.5.0 has not passed its check in the built shell: npm run release:promote -- admin 2.5.0 checks it and promotes it",
    );
    expect((await post("/api/admin/remotes/admin/promote", { version: "9.9.9" })).status).toBe(404);

    const checked = await post(
      "/api/admin/remotes/admin/releases/2.5.0/check",
      await evidenceOf(made, build("v2")),
    );
    expect(RemoteRelease.parse(await checked.json()).checkedAt).not.toBeNull();
    const promoted = await post("/api/admin/remotes/admin/promote", { version: "2.5.0" });
    expect(promoted.status).toBe(200);
    const status = RemoteStatus.parse(await promoted.json());
    expect(status.live).toMatchObject({ url: "/remotes/admin/2.5.0/remoteEntry.js", version: "2.5.0" });
    expect(status.history[0]).toMatchObject({ action: "promote", version: "2.5.0" });

    const remotes = await manifest();
    expect(remotes.admin).toEqual({
      url: "/remotes/admin/2.5.0/remoteEntry.js",
      version: "2.5.0",
      integrity: await sri384(build("v2")["remoteEntry.js"]),
      filesIntegrity: expect.stringMatching(SRI),
      previous: [
        { url: "/remotes/admin/remoteEntry.js", version: "built-in", integrity: null, filesIntegrity: null },
      ],
    });
    // The other remotes are untouched.
    expect(remotes.booking).toEqual({
      ...{
        url: "/remotes/booking/remoteEntry.js",
        version: "built-in",
        integrity: null,
        filesIntegrity: null,
      },
      previous: [],
    });

    const again = await post("/api/admin/remotes/admin/promote", { version: "2.5.0" });
    expect(again.status).toBe(409);
  });

  it("rolls back to the version before, down to the built-in remote, and then refuses", async () => {
    for (const version of ["1.1.0", "1.2.0"]) {
      const made = await release("booking", version, build(version));
      await post(
        `/api/admin/remotes/booking/releases/${version}/check`,
        await evidenceOf(made, build(version)),
      );
      const promoted = await post("/api/admin/remotes/booking/promote", { version });
      expect(promoted.status, await promoted.clone().text()).toBe(200);
    }
    expect((await manifest()).booking.previous.map((p) => p.version)).toEqual(["1.1.0", "built-in"]);

    const first = RemoteStatus.parse(
      await (await post("/api/admin/remotes/booking/rollback", { from: "1.2.0" })).json(),
    );
    expect(first.live.version).toBe("1.1.0");
    expect((await manifest()).booking).toMatchObject({
      url: "/remotes/booking/1.1.0/remoteEntry.js",
      version: "1.1.0",
      integrity: expect.stringMatching(SRI),
      previous: [
        {
          url: "/remotes/booking/remoteEntry.js",
          version: "built-in",
          integrity: null,
          filesIntegrity: null,
        },
      ],
    });
    const second = RemoteStatus.parse(
      await (await post("/api/admin/remotes/booking/rollback", { from: "1.1.0" })).json(),
    );
    expect(second.live).toMatchObject({
      url: "/remotes/booking/remoteEntry.js",
      version: "built-in",
      integrity: null,
      filesIntegrity: null,
    });
    const none = await post("/api/admin/remotes/booking/rollback", { from: "built-in" });
    expect(none.status).toBe(409);
    expect(await detailOf(none)).toBe(
      "booking has nothing to roll back to: no release of it was promoted before this one",
    );
    // Every release is still there to promote again.
    const overview = RemoteStatus.array().parse(await (await adminApi("/api/admin/remotes")).json());
    const booking = overview.find((r) => r.remote === "booking");
    expect(booking?.releases.map((r) => r.version).sort()).toEqual(["1.1.0", "1.2.0"]);
    expect(booking?.history.map((h) => `${h.action} ${h.version}`)).toEqual([
      "rollback built-in",
      "rollback 1.1.0",
      "promote 1.2.0",
      "promote 1.1.0",
    ]);
    expect(env.REMOTES).toBeDefined();
  });
});

describe("releases hardened (issue 37)", () => {
  it("serves a sealed version's files as the seal pinned them, whatever is written under their paths later", async () => {
    const files = build("sealed");
    await release("admin", "4.0.0", files);
    // Bytes put under the file's path in the bucket after the seal (an upload that raced it) are not served.
    await env.REMOTES.put("admin/4.0.0/remoteEntry.js", "export const get = () => 'other';", {
      sha256: await sha256("export const get = () => 'other';"),
    });
    expect(await (await api("/remotes/admin/4.0.0/remoteEntry.js")).text()).toBe(files["remoteEntry.js"]);
    const late = await adminApi(
      `/api/admin/remotes/admin/releases/4.0.0/files?path=remoteEntry.js&sha256=${await sha256("late")}`,
      { method: "PUT", headers: { "content-type": "application/octet-stream" }, body: "late" },
    );
    expect(late.status).toBe(409);
  });

  it("an upload racing the seal never changes what the version serves", async () => {
    for (let trial = 0; trial < 6; trial++) {
      const version = `5.0.${trial}`;
      const files = build(`a${trial}`);
      const listed = [];
      for (const [path, body] of Object.entries(files)) {
        const digest = await sha256(body);
        await adminApi(
          `/api/admin/remotes/driver/releases/${version}/files?path=${encodeURIComponent(path)}&sha256=${digest}`,
          {
            method: "PUT",
            body,
          },
        );
        listed.push({ path, sha256: digest });
      }
      const other = `export const get = () => "b${trial}";`;
      const racing = async () =>
        adminApi(
          `/api/admin/remotes/driver/releases/${version}/files?path=remoteEntry.js&sha256=${await sha256(other)}`,
          {
            method: "PUT",
            body: other,
          },
        );
      const [sealed, ...uploads] = await Promise.all([
        post("/api/admin/remotes/driver/releases", { version, files: listed }),
        racing(),
        racing(),
        racing(),
      ]);
      expect(sealed?.status).toBe(201);
      expect(uploads.every((u) => u.status === 200 || u.status === 409)).toBe(true);
      expect(await (await api(`/remotes/driver/${version}/remoteEntry.js`)).text()).toBe(
        files["remoteEntry.js"],
      );
    }
  });

  it("ten rollbacks at once from one version move back one version", async () => {
    for (const version of ["6.1.0", "6.2.0", "6.3.0"]) {
      const made = await release("booking", version, build(version));
      await post(
        `/api/admin/remotes/booking/releases/${version}/check`,
        await evidenceOf(made, build(version)),
      );
      expect((await post("/api/admin/remotes/booking/promote", { version })).status).toBe(200);
    }
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post("/api/admin/remotes/booking/rollback", { from: "6.3.0" })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const refused = answers.find((a) => a.status === 409);
    if (refused)
      expect(await detailOf(refused)).toMatch(
        /6\.3\.0 is no longer live \(6\.2\.0 is\)|promoted or rolled back by someone else/,
      );
    expect((await manifest()).booking.version).toBe("6.2.0");
    expect((await post("/api/admin/remotes/booking/rollback", {})).status).toBe(400);
  });

  it("promotes only on the evidence of a passing check of the sealed build", async () => {
    const files = build("checked");
    const made = await release("driver", "8.0.0", files);
    const check = (body?: unknown) => post("/api/admin/remotes/driver/releases/8.0.0/check", body);
    // No evidence: the check is not recorded by any admin call.
    expect((await check()).status).toBe(415);
    expect((await check({})).status).toBe(400);
    for (const [bad, reason] of [
      [{ hash: "0123456789ab" }, /ran on build 0123456789ab, not on/],
      [
        { loaded: [{ path: "remoteEntry.js", sha256: await sha256("other bytes") }] },
        /other bytes than the sealed build's/,
      ],
      [
        { loaded: [{ path: "assets/x.js", sha256: await sha256("x") }] },
        /other bytes|did not load remoteEntry/,
      ],
      [{ exposes: [] }, /did not import App/],
      [{ problems: ["console error: boom"] }, /the check failed: console error: boom/],
    ] as const) {
      const res = await check(await evidenceOf(made, files, bad));
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(await detailOf(res)).toMatch(reason);
    }
    expect((await post("/api/admin/remotes/driver/promote", { version: "8.0.0" })).status).toBe(409);
    expect((await check(await evidenceOf(made, files))).status).toBe(200);
    expect((await post("/api/admin/remotes/driver/promote", { version: "8.0.0" })).status).toBe(200);
  });
});
