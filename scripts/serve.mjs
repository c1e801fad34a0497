// Serves the built site and the API on http://127.0.0.1:8787 with the local D1 (`npm start` builds,
// migrates and seeds first). Worker settings found in the environment are passed on (README, Configuration).
import { startWorker } from "./lib/worker.mjs";

const port = Number(process.env.PORT ?? 8787);
const worker = await startWorker({ port });
console.log(`\nBeacon Chauffeur is running on ${worker.url}  (Ctrl+C to stop)\n`);
const stop = () => {
  worker.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
worker.child.on("exit", (code) => process.exit(code ?? 0));
