import type { FieldData } from "@chauffeur/contract";
import type { OutboxInput } from "../core/outbox";
import { email } from "./compose";
import { action, type Letterhead, text } from "./letter";

const percent = (part: number, views: number) => `${((100 * part) / Math.max(views, 1)).toFixed(1)}%`;
const figures = (f: FieldData) =>
  `${f.views} page views, ${f.loadFailures} load failures (${percent(f.loadFailures, f.views)}), ${f.errors} errors (${percent(f.errors, f.views)})`;

/**
 * The e-mail a release's author gets when the jobs roll back its canary: which version, why (the rate
 * that passed the live version's by more than the margin), both versions' figures, and what to do next.
 */
export function canaryRolledBackMessage(
  m: {
    recipient: string;
    author: string;
    remote: string;
    version: string;
    live: string;
    reason: string;
    canary: FieldData;
    liveField: FieldData;
    consoleLink: string;
  },
  head: Letterhead,
): OutboxInput {
  return email(head, {
    recipient: m.recipient,
    template: "canary-rolled-back",
    subject: `Canary of mfe-${m.remote} ${m.version} rolled back automatically`,
    bookingId: null,
    blocks: [
      text(`Dear ${m.author},`),
      text(
        `The canary of mfe-${m.remote} ${m.version}, which you released, was rolled back by the scheduled jobs: ${m.reason}.`,
      ),
      text(`${m.version} (canary): ${figures(m.canary)}.`),
      text(`${m.live} (live): ${figures(m.liveField)}.`),
      action(
        `Every browser loads ${m.live} again. The figures per version are in the console's Releases tab`,
        m.consoleLink,
        "Open the console",
      ),
      text("Fix the release, raise its version and release it again; the failed version stays as it is."),
    ],
  });
}
