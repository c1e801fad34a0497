import { BUILT_IN_VERSION, type RemoteName, type TelemetryReport } from "@chauffeur/contract";
import { runGuarded, type Statement } from "../core/batch";
import type { Ctx } from "../core/context";
import { sealedFiles } from "../remotes/build-files";
import { bucketOf, type Metric } from "./vitals";

/** A version the site serves: the built-in one or a sealed release (rows for made-up versions are never written). */
async function known(ctx: Ctx, remote: RemoteName, version: string) {
  return version === BUILT_IN_VERSION || (await sealedFiles(ctx.db, remote, version)) !== null;
}

const countStatement = (
  remote: RemoteName,
  version: string,
  add: { views: number; loadFailures: number; refused: number; errors: number },
  at: string,
): Statement => ({
  sql: `insert into remote_field_data (remote, version, views, load_failures, refused, errors, updated_at)
    values (?, ?, ?, ?, ?, ?, ?)
    on conflict (remote, version) do update set views = views + excluded.views,
      load_failures = load_failures + excluded.load_failures, refused = refused + excluded.refused,
      errors = errors + excluded.errors, updated_at = excluded.updated_at`,
  params: [remote, version, add.views, add.loadFailures, add.refused, add.errors, at],
});

const vitalStatement = (remote: RemoteName, version: string, metric: Metric, value: number): Statement => ({
  sql: `insert into remote_vitals (remote, version, metric, bucket, count) values (?, ?, ?, ?, 1)
    on conflict (remote, version, metric, bucket) do update set count = count + 1`,
  params: [remote, version, metric, bucketOf(metric, value)],
});

/**
 * Adds one page view's report to the aggregates, in one batch: a view (and a load failure when it did
 * not run) for the version tried first; the errors and the page's Web Vitals for the version that ran.
 * Versions the site does not serve are left out.
 */
export async function recordPageView({ ctx, input }: { ctx: Ctx; input: TelemetryReport }) {
  const at = ctx.now.toISOString();
  const statements: Statement[] = [];
  for (const view of input.remotes) {
    if (!(await known(ctx, view.remote, view.version))) continue;
    const failed = view.ran !== view.version;
    const refused = failed && view.refused ? 1 : 0;
    const tried = { views: 1, loadFailures: failed ? 1 : 0, refused, errors: 0 };
    if (!failed) tried.errors = view.errors;
    statements.push(countStatement(view.remote, view.version, tried, at));
    if (view.ran === null || !(await known(ctx, view.remote, view.ran))) continue;
    if (failed && view.errors > 0) {
      statements.push(
        countStatement(
          view.remote,
          view.ran,
          { views: 0, loadFailures: 0, refused: 0, errors: view.errors },
          at,
        ),
      );
    }
    for (const metric of ["lcp", "inp", "cls"] as const) {
      const value = input[metric];
      if (value !== undefined) statements.push(vitalStatement(view.remote, view.ran, metric, value));
    }
  }
  if (statements.length) await runGuarded(ctx.db, statements);
  return { recorded: statements.length > 0 };
}
