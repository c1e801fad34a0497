/**
 * Money work that follows a booking change already committed (approval, the ride's end, a
 * cancellation): a processor outage must not undo or fail that change. The error is logged and the
 * scheduled jobs pick the work up again, since the payment row still says what is left to do.
 */
export async function afterCommit<T>(
  what: string,
  bookingId: string,
  run: () => Promise<T>,
): Promise<T | null> {
  try {
    return await run();
  } catch (err) {
    console.error(JSON.stringify({ level: "error", money: what, bookingId, error: String(err) }));
    return null;
  }
}
