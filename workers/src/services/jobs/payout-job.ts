import { isStatementDay, lastEndedWeek } from "@chauffeur/contract";
import { runWeeklyStatements, weekStatements } from "../payouts/statements";
import type { Job, JobResult } from "./job";

/**
 * On Mondays (New York), the chauffeurs' statements for the week before: once, at the first run of the
 * day; later runs see the week's statements and leave them (a line that comes later joins next week's).
 */
export const payoutStatementsJob: Job = {
  name: "pay-statements",
  async run(ctx): Promise<JobResult> {
    if (!isStatementDay(ctx.now)) return { skipped: "statements are issued on Mondays" };
    const weekOf = lastEndedWeek(ctx.now);
    const issued = await weekStatements({ ctx, input: { weekOf } });
    if (issued.length > 0) return { week: weekOf, skipped: `already issued: ${issued.length}` };
    const run = await runWeeklyStatements({ ctx, input: { weekOf } });
    return { week: weekOf, issued: run.statements.length };
  },
};
