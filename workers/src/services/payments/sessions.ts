import type { PaymentStatusResponse } from "@chauffeur/contract";
import { type Db, paymentSessions } from "@chauffeur/db";
import { and, eq } from "drizzle-orm";
import { NotFoundError } from "../core/errors";

/** The session as the success page polls it; an open session past its time becomes expired. */
export async function getPaymentStatus({
  db,
  sessionId,
  now = Date.now(),
}: {
  db: Db;
  sessionId: string;
  now?: number;
}): Promise<PaymentStatusResponse> {
  const session = await db.query.paymentSessions.findFirst({ where: eq(paymentSessions.id, sessionId) });
  if (!session) throw new NotFoundError("Payment session not found");
  if (session.status === "open" && session.expiresAt <= now) {
    await db
      .update(paymentSessions)
      .set({ status: "expired" })
      .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, "open")));
    return { payment_status: "unpaid", status: "expired" };
  }
  const status = session.status === "complete" || session.status === "expired" ? session.status : "open";
  return { payment_status: session.paymentStatus === "paid" ? "paid" : "unpaid", status };
}
