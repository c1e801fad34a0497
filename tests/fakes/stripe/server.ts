// The Stripe fake on loopback for the end-to-end test: its API, a stand-in for Stripe.js and its
// frames, and Stripe's webhooks delivered (signed) to the Worker as they happen.
import { createServer, type Server } from "node:http";
import { createStripeFake, type StripeFake } from "./fake";
import { ELEMENTS_FRAME, STRIPE_JS, THREE_DS_PAGE } from "./stand-in";

export interface StripeFakeServer {
  url: string;
  fake: StripeFake;
  /** Where events go once the Worker is up (set after it starts, since its port comes later). */
  deliverTo(url: string): void;
  close(): Promise<void>;
}

export async function startStripeFake(): Promise<StripeFakeServer> {
  const fake = createStripeFake();
  let webhookUrl: string | null = null;
  let delivered = 0;
  async function deliver() {
    while (webhookUrl && delivered < fake.events.length) {
      const event = fake.events[delivered++];
      const { payload, header } = await fake.signed(event);
      await fetch(webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": header },
        body: payload,
      }).catch(() => undefined);
    }
  }
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const send = (status: number, type: string, text: string) => {
      res.writeHead(status, { "content-type": type });
      res.end(text);
    };
    if (req.method === "GET" && url.pathname === "/stripe.js") return send(200, "text/javascript", STRIPE_JS);
    if (req.method === "GET" && url.pathname === "/elements-frame.html")
      return send(200, "text/html", ELEMENTS_FRAME);
    if (req.method === "GET" && url.pathname === "/3ds.html") return send(200, "text/html", THREE_DS_PAGE);
    if (req.method === "POST" && url.pathname === "/test/3ds") {
      const { clientSecret, approve } = JSON.parse(body) as { clientSecret: string; approve: boolean };
      const intent = fake.authenticate(clientSecret, approve);
      await deliver();
      return send(intent ? 200 : 404, "application/json", JSON.stringify(intent));
    }
    const answer = await fake.handle(
      new Request(url.toString(), {
        method: req.method,
        headers: Object.entries(req.headers).flatMap(([k, v]) =>
          typeof v === "string" ? [[k, v] as [string, string]] : [],
        ),
        body: req.method === "POST" ? body : undefined,
      }),
    );
    send(answer.status, "application/json", await answer.text());
    await deliver();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    fake,
    deliverTo(url) {
      webhookUrl = url;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
