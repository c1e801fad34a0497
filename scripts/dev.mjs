// The fast development loop: the Worker on :8787 (API and the built remotes), the three micro-frontends
// rebuilt on every change (`vite build --watch`), and the shell under Vite with hot reload on :5173.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { startWorker } from "./lib/worker.mjs";

const children = [];
const run = (cmd, args, opts = {}) => {
  const child = spawn(cmd, args, { stdio: "inherit", ...opts });
  children.push(child);
  return child;
};

if (!existsSync("dist/index.html")) {
  await new Promise((resolve, reject) =>
    run("npm", ["run", "build"]).on("exit", (c) => (c === 0 ? resolve() : reject(new Error("build failed")))),
  );
}
for (const name of ["booking", "admin", "driver"]) {
  // Each remote rebuilds straight into the folder the Worker serves it from. Without emptying it: wrangler
  // watches that folder, and a file deleted between its listing and its read stopped wrangler (ENOENT).
  // Earlier builds' chunks stay beside the new ones, unused (their names carry their hash).
  run("npx", ["vite", "build", "--watch", "--outDir", `../dist/remotes/${name}`, "--emptyOutDir=false"], {
    cwd: `mfe-${name}`,
  });
}
const worker = await startWorker({ port: 8787 });
run("npx", ["vite", "--host", "127.0.0.1", "--port", "5173"], { cwd: "shell" });
console.log(`\nAPI and remotes on ${worker.url}; the shell with hot reload on http://127.0.0.1:5173\n`);

const stop = () => {
  worker.stop();
  for (const c of children) c.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
