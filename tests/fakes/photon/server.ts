// The Photon fake on loopback, for the end-to-end test of a Worker configured with PLACES_PHOTON_URL.
import { createServer, type Server } from "node:http";
import { createPhotonFake } from "./fake";

export interface PhotonFakeServer {
  url: string;
  fake: ReturnType<typeof createPhotonFake>;
  close(): Promise<void>;
}

export async function startPhotonFake(): Promise<PhotonFakeServer> {
  const fake = createPhotonFake();
  const server: Server = createServer(async (req, res) => {
    const answer = await fake.fetch(`http://127.0.0.1${req.url ?? "/"}`, { method: req.method ?? "GET" });
    res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "text/plain" });
    res.end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    fake,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
