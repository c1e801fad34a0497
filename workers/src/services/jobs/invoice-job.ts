import { serviceToday, shiftDate } from "@chauffeur/contract";
import { runInvoices } from "../invoices/issue";
import { remindOverdueInvoices } from "../invoices/overdue";
import type { Job } from "./job";

/**
 * Company invoices (docs/decisions/026): from the 2nd of a month (the last night's rides are ended and
 * settled by then), last month's invoice for every company with rides on account, once; then invoices
 * past their due date become overdue and are reminded 1, 7 and 14 days after it.
 */
export const invoiceJob: Job = {
  name: "invoices",
  async run(ctx) {
    const today = serviceToday(ctx.now);
    let issued = 0;
    if (Number(today.slice(8, 10)) >= 2) {
      const lastMonth = shiftDate(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
      issued = (await runInvoices({ ctx, input: { month: lastMonth } })).invoices.length;
    }
    return { issued, ...(await remindOverdueInvoices(ctx)) };
  },
};
