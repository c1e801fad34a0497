import type { FieldData } from "@chauffeur/contract";
import type { OutboxInput } from "../core/outbox";

const percent = (part: number, views: number) => `${((100 * part) / Math.max(views, 1)).toFixed(1)}%`;
const figures = (f: FieldData) =>
  `${f.views} page views, ${f.loadFailures} load failures (${percent(f.loadFailures, f.views)}), ${f.errors} errors (${percent(f.errors, f.views)})`;

/**
 * The e-mail a release's author gets when the jobs roll back its canary: which version, why (the rate
 * that passed the live version's by more than the margin), both versions' figures, and what to do next.
 */
export function canaryRolledBackMessage(m: {
  recipient: string;
  author: string;
  remote: string;
  version: string;
  live: string;
  reason: string;
  canary: FieldData;
  liveField: FieldData;
  consoleLink: string;
  siteName: string;
}): OutboxInput {
  return {
    recipient: m.recipient,
    template: "canary-rolled-back",
    subject: `Canary of mfe-${m.remote} ${m.version} rolled back automatically`,
    body: [
      `Dear ${m.author},`,
      "",
      `The canary of mfe-${m.remote} ${m.version}, which you released, was rolled back by the scheduled jobs:`,
      `${m.reason}.`,
      "",
      `${m.version} (canary): ${figures(m.canary)}.`,
      `${m.live} (live): ${figures(m.liveField)}.`,
      "",
      `Every browser loads ${m.live} again. The figures per version are in the console's Releases tab:`,
      m.consoleLink,
      "",
      "Fix the release, raise its version and release it again; the failed version stays as it is.",
      `${m.siteName}`,
    ].join("\n"),
    bookingId: null,
  };
}
