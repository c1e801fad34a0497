import type { FieldData, RemoteName } from "@chauffeur/contract";
import { remoteFieldData, remoteVitals } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { type Metric, p75 } from "./vitals";

const EMPTY: FieldData = {
  views: 0,
  loadFailures: 0,
  refused: 0,
  errors: 0,
  lcpP75: null,
  inpP75: null,
  clsP75: null,
};

/** Every version's field data for one remote, by version (a version never reported has none). */
export async function fieldDataOf(ctx: Ctx, remote: RemoteName) {
  const [counts, vitals] = await ctx.db.batch([
    ctx.db.select().from(remoteFieldData).where(eq(remoteFieldData.remote, remote)),
    ctx.db.select().from(remoteVitals).where(eq(remoteVitals.remote, remote)),
  ]);
  const byVersion = new Map<string, FieldData>();
  for (const row of counts) {
    const { views, loadFailures, refused, errors } = row;
    byVersion.set(row.version, { ...EMPTY, views, loadFailures, refused, errors });
  }
  const versions = new Set([...byVersion.keys(), ...vitals.map((v) => v.version)]);
  for (const version of versions) {
    const of = (metric: Metric) =>
      p75(
        metric,
        vitals.filter((v) => v.version === version && v.metric === metric),
      );
    const field = byVersion.get(version) ?? { ...EMPTY };
    byVersion.set(version, { ...field, lcpP75: of("lcp"), inpP75: of("inp"), clsP75: of("cls") });
  }
  return (version: string): FieldData => byVersion.get(version) ?? EMPTY;
}

/** A version's load-failure and error rates, as fractions of the page views that tried or ran it. */
export function ratesOf(field: FieldData) {
  const views = Math.max(field.views, 1);
  return { loadFailures: field.loadFailures / views, errors: field.errors / views };
}
