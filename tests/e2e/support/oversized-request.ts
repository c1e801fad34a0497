import { type APIRequestContext, expect } from "@playwright/test";

const QUOTE = {
  serviceType: "one-way",
  pickupLocation: "Quincy, MA",
  destination: "Cambridge, MA",
  vehicleType: "executive-sedan",
  passengerCount: 1,
};
const CONTACT = { name: "Ada", email: "ada@example.com", phone: "6175550100", message: "Hello" };

/**
 * Three times: a 200 KB POST with its Content-Length from one client, answered 413, then another client's
 * POSTs (a quote, a contact message) and GETs (the API, a page), each answered normally (issue 37).
 */
export async function oversizedThenOthers(url: string, other: APIRequestContext) {
  for (let round = 1; round <= 3; round++) {
    const big = await fetch(`${url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...CONTACT, message: "x".repeat(200 * 1024) }),
    });
    expect(big.status, `round ${round}`).toBe(413);
    expect(await big.json()).toEqual({ detail: "Request body is too large (64 KiB at most)" });

    const quote = await other.post(`${url}/api/quote`, { data: QUOTE });
    expect(quote.status(), `round ${round}: ${await quote.text()}`).toBe(200);
    expect((await quote.json()).breakdown.total).toBeGreaterThan(0);
    const contact = await other.post(`${url}/api/contact`, { data: CONTACT });
    expect(contact.status(), `round ${round}: ${await contact.text()}`).toBe(201);
    expect((await other.get(`${url}/api/config`)).status()).toBe(200);
    expect((await other.get(`${url}/`)).status()).toBe(200);
  }
}
