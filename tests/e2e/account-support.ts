// A customer's account in the end-to-end tests: the e-mails it is sent, read through the admin API, and
// signing in by the link in them (through the API, or the page as the customer does).
import { AccountSession, OutboxMessage, OutboxPage } from "@chauffeur/contract";
import { expect, type Page } from "@playwright/test";
import { adminToken, call } from "./support/api";

/** The newest e-mail to `recipient` with `template`, read whole through the admin API. */
export async function newestMail(recipient: string, template: string) {
  const token = await adminToken();
  const list = await call(`/api/admin/outbox?pageSize=100&search=${encodeURIComponent(recipient)}`, {
    token,
  });
  const item = OutboxPage.parse(await list.json()).items.find((m) => m.template === template);
  if (!item) throw new Error(`no ${template} message to ${recipient}`);
  return OutboxMessage.parse(await (await call(`/api/admin/outbox/${item.id}`, { token })).json());
}

/** The path and query of the link in an e-mail (`/account?token=…`, `/pay?token=…`). */
export const linkIn = (body: string, path: string) => {
  const match =
    new RegExp(`https?://[^\\s]*(${path}\\?token=[\\w.-]+)`).exec(body) ??
    new RegExp(`(${path}\\?token=[\\w.-]+)`).exec(body);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${body}`);
  return match[1];
};

/** Signs in by link through the API (what the page does): the account token. */
export async function accountToken(email: string) {
  expect(
    (await call("/api/account/sign-in", { method: "POST", body: JSON.stringify({ email }) })).status,
  ).toBe(202);
  const link = linkIn((await newestMail(email, "account-sign-in")).body, "/account");
  const res = await call("/api/account/session", {
    method: "POST",
    body: JSON.stringify({ token: new URL(link, "http://x").searchParams.get("token") }),
  });
  expect(res.status).toBe(200);
  return AccountSession.parse(await res.json()).token;
}

/** The page signs in with the link of the e-mail the page itself asked for. */
export async function signInByLink(page: Page, email: string) {
  await page.goto("/account");
  await page.getByRole("heading", { level: 1, name: "Your account" }).waitFor();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  await page.getByText("Check your inbox").waitFor();
  await page.goto(linkIn((await newestMail(email, "account-sign-in")).body, "/account"));
  await page.getByText(`Signed in as ${email}`).first().waitFor();
}
