import type { PaymentStatusResponse } from "@chauffeur/contract";
import { paymentSessions } from "@chauffeur/db";
import { and, eq } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { NotFoundError } from "../core/errors";

/** The session as the success page polls it; an open session past its time becomes expired. */
export async function getPaymentStatus({
  ctx: { db, now: at },
  input: { sessionId },
}: {
  ctx: Ctx;
  input: { sessionId: string };
}): Promise<PaymentStatusResponse> {
  const now = at.getTime();
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
