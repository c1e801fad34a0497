import { saveFile } from "@chauffeur/contract/client";
import { api } from "../../../lib/api-client";

/** GET /api/admin/payouts/{id}/pdf, saved as the statement's number. */
export async function downloadStatement(statement: { id: string; number: string }) {
  saveFile(
    await api.download("/api/admin/payouts/{id}/pdf", { path: { id: statement.id } }),
    `${statement.number}.pdf`,
  );
}

/** GET /api/admin/payouts.csv?from=&to=: payroll for the range, one row per chauffeur. */
export async function downloadPayroll(from: string, to: string) {
  saveFile(
    await api.download("/api/admin/payouts.csv", { query: { from, to } }),
    `payroll-${from}-to-${to}.csv`,
  );
}
