import { cancellationFeeCents } from "@chauffeur/contract";
import { expect, test } from "./fixtures";
import { adminToken, approve, bookAt, cancelInManageBooking, paymentOf } from "./money-support";
import { screenshot } from "./support/browser";

// Its own Worker: the booking's age is changed in its database while it is stopped.
test.use({ ownWorker: { name: "money-tier" } });

const unique = () => Date.now().toString(36);

test.describe("money: a cancellation past the grace", () => {
  test("in the 50% tier: the fee is captured from the hold and the rest released", async ({
    newPage,
    site,
  }) => {
    const receipt = await bookAt(18, `Half${unique()}`);
    const token = await adminToken();
    await approve(token, receipt.bookingId);
    // Booked an hour ago: past the grace (free for 15 minutes after booking), so the tier applies.
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await site.restartAfter(
      `update bookings set created_at = '${anHourAgo}' where id = '${receipt.bookingId}'`,
    );
    const page = await cancelInManageBooking(newPage, receipt.reference);
    const fee = cancellationFeeCents(receipt.estimatedPrice * 100, 50);
    await page.getByText(`You were charged $${(fee / 100).toFixed(2)}.`).waitFor();
    await screenshot(page, "money-cancelled-half-phone");
    expect(await paymentOf(token, receipt.bookingId)).toMatchObject({
      state: "captured",
      capturedCents: fee,
      heldCents: 0,
      settled: true,
    });
  });
});
