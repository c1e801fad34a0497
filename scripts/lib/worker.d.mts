// Types of worker.mjs for the TypeScript tests that start a Worker of their own.
export function freePort(): Promise<number>;
export function prepareDatabase(persistTo?: string): void;
export function buildWorkerBundle(outdir: string, assets?: string): string;
export function executeSql(persistTo: string, sql: string): void;
export function startWorker(options?: {
  port?: number;
  persistTo?: string;
  vars?: Record<string, string>;
  logFile?: string;
  /** A bundle from buildWorkerBundle: served by Miniflare instead of `wrangler dev`. */
  bundle?: string;
  /** The folder the site is served from, instead of wrangler.toml's dist/. */
  assets?: string;
  /** With a bundle: run the cron's scheduled jobs on their schedule (wrangler.toml's crons). */
  scheduled?: boolean;
}): Promise<{
  url: string;
  stop: () => Promise<unknown>;
  log: () => string;
  child: import("node:child_process").ChildProcess;
}>;
