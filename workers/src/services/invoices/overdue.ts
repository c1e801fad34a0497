import { serviceToday } from "@chauffeur/contract";
import { invoices } from "@chauffeur/db";
import { and, eq, lt } from "drizzle-orm";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { outboxIfChanged } from "../core/outbox";
import { invoiceOverdueMessage } from "../messages/invoices";
import { howToPay, invoicePayLink } from "./pay-link";

/** Days after the due date on which an overdue invoice is reminded, each once. */
export const REMINDER_DAYS = [1, 7, 14] as const;
const LAST_REMINDER = 14;

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY);

/**
 * Invoices past their due date become overdue; each is reminded 1, 7 and 14 days after it, once each (a
 * run that comes late sends the latest reminder due, not the ones it missed). A reminder's new link
 * retires the one before. A guarded update per reminder: two runs at once send it once.
 */
export async function remindOverdueInvoices(ctx: Ctx): Promise<{ overdue: number; reminded: number }> {
  const today = serviceToday(ctx.now);
  const [overdue] = await runGuarded(ctx.db, [
    { sql: "update invoices set status = 'overdue' where status = 'issued' and due_on < ?", params: [today] },
  ]);
  const due = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.status, "overdue"), lt(invoices.remindedDays, LAST_REMINDER)))
    .limit(100);
  let reminded = 0;
  for (const inv of due) {
    const late = daysBetween(inv.dueOn, today);
    const step = [...REMINDER_DAYS].reverse().find((d) => d <= late);
    if (step === undefined || step <= inv.remindedDays) continue;
    const { nonce, link } = await invoicePayLink(ctx, inv, 30);
    const at = ctx.now.toISOString();
    const [sent] = await runGuarded(ctx.db, [
      {
        sql: `update invoices set reminded_days = ?, link_nonce = ?
          where id = ? and status = 'overdue' and reminded_days < ?`,
        params: [step, nonce, inv.id, step],
      },
      outboxIfChanged(invoiceOverdueMessage(inv, late, howToPay(ctx.config, link), ctx.config), at),
    ]);
    reminded += sent ?? 0;
  }
  return { overdue: overdue ?? 0, reminded };
}
