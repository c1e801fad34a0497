import { ContactMessage, type ContactReceipt } from "@chauffeur/contract";
import { Hono } from "hono";
import type { AppEnv } from "../lib/types";
import { jsonBody } from "../lib/validate";
import { saveContactMessage } from "../services/contact";

export const contactRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const input = await jsonBody(c, ContactMessage);
  const { id } = await saveContactMessage({ db: c.get("db"), input });
  const body: ContactReceipt = {
    id,
    message: "Thank you for contacting us. We'll get back to you within 24 hours.",
  };
  return c.json(body, 201);
});
