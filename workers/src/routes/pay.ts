import { PayWithCard } from "@chauffeur/contract";
import { type Context, Hono } from "hono";
import { UnauthorizedError } from "../lib/errors";
import type { AppEnv } from "../lib/types";
import { jsonBody } from "../lib/validate";
import { moneyFor } from "../services/money/context";
import { confirmPayment, payWithCard, viewPayLink } from "../services/money/pay-link";

/** The payment link's token, sent by the page as a bearer token (never in the API's URL). */
function linkToken(c: Context<AppEnv>): string {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  if (!match?.[1]) throw new UnauthorizedError("This payment link is not valid.");
  return match[1];
}

const money = (c: Context<AppEnv>) => moneyFor({ db: c.get("db"), config: c.get("config") });

/** /api/pay/{reference}: the private payment link's page (SPEC.md's payment link): view, pay, confirm. */
export const payRoutes = new Hono<AppEnv>()
  .get("/:reference", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await viewPayLink(money(c), c.req.param("reference"), linkToken(c)), 200);
  })
  .post("/:reference", async (c) => {
    const input = await jsonBody(c, PayWithCard);
    return c.json(await payWithCard(money(c), c.req.param("reference"), linkToken(c), input), 200);
  })
  .post("/:reference/confirm", async (c) =>
    c.json(await confirmPayment(money(c), c.req.param("reference"), linkToken(c)), 200),
  );
