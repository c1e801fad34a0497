import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { ADMIN } from "./support/api";

const BASE = process.env.E2E_BASE_URL ?? "";
/** The site the suite's Worker serves (global-setup.ts: E2E_SITE, else dist/). */
const DIST = process.env.E2E_SITE || new URL("../../dist", import.meta.url).pathname;

/** Every process of the e2e run's Worker (Miniflare or `wrangler dev`, and workerd), as pid and command line. */
function workerProcessTree(rootPid: number): { pid: number; args: string[] }[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  }
  return tree.flatMap((pid) => {
    try {
      return [{ pid, args: readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean) }];
    } catch {
      return [];
    }
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

test.describe("secrets and the development sign-in (issue 13, item 9)", () => {
  test("puts no setting on the Worker's command lines, only a settings file only its owner can read", () => {
    const tree = workerProcessTree(Number(process.env.E2E_WORKER_PID));
    const lines = tree.map((p) => p.args.join(" "));
    // workerd is among them: the lines looked at are the ones that run the Worker.
    expect(lines.some((line) => /\bworkerd\b/.test(line))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain(ADMIN.password);
      expect(line).not.toMatch(/ADMIN_PASSWORD|JWT_SECRET|--var/);
    }
    const envFile = tree.flatMap((p) => p.args).find((_, i, all) => all[i - 1] === "--env-file");
    expect(envFile).toBeTruthy();
    expect(statSync(envFile ?? "").mode & 0o777).toBe(0o600);
  });

  test("ships no development credentials in any built page or remote", () => {
    const built = filesUnder(DIST).filter((f) => /\.(js|html|json|map)$/.test(f));
    expect(built.length).toBeGreaterThan(10);
    const leaking = built.filter((f) => readFileSync(f, "utf8").includes(ADMIN.password));
    expect(leaking).toEqual([]);
  });

  test("gets the development sign-in from a development server whose admin takes it", async () => {
    const res = await fetch(`${BASE}/api/admin/dev-sign-in`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ signIn: { username: ADMIN.username, password: ADMIN.password } });
  });
});
