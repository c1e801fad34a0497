/**
 * The booking reference (BC-7K4Q9M) or invoice number (INV-2026-0001) a payment link's token names. The claims of a JWT are readable by design; the
 * server checks the signature, the expiry and that the token is for this booking.
 */
export function referenceOfLink(token: string | null): string | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(payload.length / 4) * 4, "=");
    const claims = JSON.parse(atob(base64)) as { ref?: unknown };
    return typeof claims.ref === "string" && /^(BC-[A-Z0-9]{6}|INV-\d{4}-\d{4,})$/.test(claims.ref)
      ? claims.ref
      : null;
  } catch {
    return null;
  }
}
