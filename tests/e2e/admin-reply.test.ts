import { ContactReceipt } from "@chauffeur/contract";
import type { Page } from "@playwright/test";
import { adminSignIn } from "./driver-support";
import { expect, test } from "./fixtures";
import { adminToken, call, contactMessagesMatching } from "./support/api";
import { PHONE, screenshot, seriousA11yViolations } from "./support/browser";

/** A contact message sent as a visitor sends it, from an address no other test uses. */
async function sendMessage(tag: string) {
  const email = `${tag.toLowerCase()}@example.com`;
  const res = await call("/api/contact", {
    method: "POST",
    body: JSON.stringify({
      name: `Mia ${tag}`,
      email,
      phone: "617 555 0111",
      service: "wedding",
      message: "Two cars for a June wedding, 40 guests.",
    }),
  });
  expect(res.status).toBe(201);
  return { id: ContactReceipt.parse(await res.json()).id, email, name: `Mia ${tag}` };
}

async function openReplyDialog(page: Page, tag: string, name: string) {
  await page.getByRole("tab", { name: "Messages & quotes" }).click();
  await page.getByLabel("Search contact messages").fill(tag);
  await page.getByText(`${name} · wedding`).waitFor();
  await page.getByRole("button", { name: `Reply to ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Reply to ${name}` });
  await dialog.waitFor();
  return dialog;
}

test.describe("the dispatcher replies to a contact message", () => {
  test("validates, sends once through the outbox and shows the reply on the message", async ({ newPage }) => {
    const tag = `R${Date.now().toString(36)}`;
    const sent = await sendMessage(tag);
    const page = await newPage();
    await adminSignIn(page);
    const dialog = await openReplyDialog(page, tag, sent.name);
    await dialog.getByText("Two cars for a June wedding").waitFor();

    await dialog.getByRole("button", { name: "Send Reply" }).click();
    await dialog.getByText("Reply is required").waitFor();
    const answer = `Two Sprinter vans are free on that date (${tag}).`;
    await dialog.getByLabel("Reply").fill(answer);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "admin-reply-dialog-desktop");
    await dialog.getByRole("button", { name: "Send Reply" }).click();
    await page.getByText(`Reply queued for ${sent.email}`).waitFor();
    await dialog.waitFor({ state: "hidden" });

    await page.getByText("Replied ", { exact: false }).waitFor();
    await page.getByText(answer).waitFor();
    await expect(page.getByRole("button", { name: `Reply to ${sent.name}` }).count()).resolves.toBe(0);
    await page.getByLabel("Search outgoing messages").fill(sent.email);
    const row = page.getByRole("row").filter({ hasText: sent.email });
    await row.getByRole("cell", { name: /^Re: your message to / }).waitFor();
    await expect(row.count()).resolves.toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "admin-reply-sent-desktop");

    const [stored] = await contactMessagesMatching(sent.email);
    expect(stored).toMatchObject({ id: sent.id, reply: answer });
  });

  test("keeps the typed text and shows why when someone else answered first, on a phone", async ({
    newPage,
  }) => {
    const tag = `P${Date.now().toString(36)}`;
    const sent = await sendMessage(tag);
    const page = await newPage({ viewport: PHONE, allowErrors: [/409/] });
    await adminSignIn(page);
    const dialog = await openReplyDialog(page, tag, sent.name);
    const draft = "We can do the June wedding with two cars.";
    await dialog.getByLabel("Reply").fill(draft);
    await screenshot(page, "admin-reply-dialog-phone");

    // Another dispatcher answers while this one is still typing.
    const other = await call(`/api/admin/contact-messages/${sent.id}/reply`, {
      method: "POST",
      token: await adminToken(),
      body: JSON.stringify({ body: "Answered from the other desk." }),
    });
    expect(other.status).toBe(200);
    await dialog.getByRole("button", { name: "Send Reply" }).click();
    await dialog.getByRole("alert").filter({ hasText: "already answered" }).waitFor();
    await expect(dialog.getByLabel("Reply").inputValue()).resolves.toBe(draft);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "admin-reply-conflict-phone");

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.reload();
    await page.getByRole("tab", { name: "Messages & quotes" }).click();
    await page.getByLabel("Search contact messages").fill(tag);
    await page.getByText("Answered from the other desk.").waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "admin-reply-sent-phone");
  });
});
