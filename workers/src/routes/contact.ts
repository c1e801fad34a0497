import { ContactMessage, ContactReceipt } from "@chauffeur/contract";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { saveContactMessage } from "../services/enquiries/contact";

const sendContactMessage = apiRoute({
  operationId: "sendContactMessage",
  method: "post",
  path: "/",
  tags: ["site"],
  summary: "Stores a message from the contact page",
  request: { body: jsonBody(ContactMessage) },
  responses: { 201: json(ContactReceipt, "Stored; the message to show") },
});

export const contactRoutes = createRouter().openapi(sendContactMessage, async (c) => {
  const input = c.req.valid("json");
  const { id } = await saveContactMessage({ ctx: c.var.services, input });
  const body: ContactReceipt = {
    id,
    message: "Thank you for contacting us. We'll get back to you within 24 hours.",
  };
  return c.json(body, 201);
});
