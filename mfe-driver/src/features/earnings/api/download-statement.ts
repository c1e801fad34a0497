import { saveFile } from "@chauffeur/contract/client";
import { api } from "../../../lib/api-client";

/** GET /api/drivers/{id}/statements/{statementId}/pdf, saved as the statement's number. */
export async function downloadStatement(driverId: string, statement: { id: string; number: string }) {
  const blob = await api.download("/api/drivers/{id}/statements/{statementId}/pdf", {
    path: { id: driverId, statementId: statement.id },
  });
  saveFile(blob, `${statement.number}.pdf`);
}
