/**
 * The modules every app shares at run time, one copy each in the page (build-time only: imported by
 * the vite configs). Versions come from the root lock, so host and remotes always agree.
 */
import { createRequire } from "node:module";
import federation from "@originjs/vite-plugin-federation";
import react from "@vitejs/plugin-react";
import type { PluginOption, UserConfig } from "vite";
import { lazyGlobalStyles } from "./lazy-global-styles";

const require = createRequire(import.meta.url);
/** A package's installed version; a subpath entry (`@chauffeur/ui/widgets`) has its package's. */
function versionOf(name: string): string {
  const pkg = name.startsWith("@") ? name.split("/").slice(0, 2).join("/") : (name.split("/")[0] ?? name);
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

// React Router rides inside @chauffeur/ui (only the parts the apps use); the widgets are a module public
// pages skip; the query client is one cache for every app; React 18's JSX runtime imports React, so a copy
// bundled into a remote would bring a React of its own (docs/decisions/012).
const SHARED = [
  "react",
  "react-dom",
  "react/jsx-runtime",
  "@tanstack/react-query",
  "@chauffeur/ui",
  "@chauffeur/ui/widgets",
  "@chauffeur/ui/query",
] as const;

export function sharedModules() {
  return Object.fromEntries(
    SHARED.map((name) => [name, { version: versionOf(name), requiredVersion: `^${versionOf(name)}` }]),
  );
}

/** Chunk names without `@` or `/`: Cloudflare's assets answer `@` with a redirect to `%40`. */
export function chunkFileNames(chunk: { name: string }): string {
  return `assets/${chunk.name.replace(/[@/]/g, "_")}-[hash].js`;
}

/**
 * zod in a chunk of its own: only pages with forms need it, and without this rollup merges it into a
 * chunk the boot path imports.
 */
export function manualChunks(id: string): string | undefined {
  return id.includes("/node_modules/zod/") ? "zod" : undefined;
}

/**
 * The vite configuration of a micro-frontend (mfe-booking, mfe-admin, mfe-driver): one build for all
 * three, each naming itself, what it exposes, and any build step of its own.
 */
export function remoteConfig(
  name: string,
  exposes: Record<string, string>,
  plugins: PluginOption[] = [],
): UserConfig {
  return {
    // Relative, so the build works wherever its remoteEntry.js is hosted.
    base: "./",
    plugins: [
      react(),
      lazyGlobalStyles(),
      ...plugins,
      federation({ name, filename: "remoteEntry.js", exposes, shared: sharedModules() }),
    ],
    build: {
      target: "es2022",
      modulePreload: false,
      // No gzip of every chunk for the build's log: `npm run bench:size` measures what a page loads.
      reportCompressedSize: false,
      // remoteEntry.js at the top of the build, so its relative imports of assets/ resolve.
      assetsDir: "",
      rollupOptions: {
        output: { chunkFileNames, manualChunks, assetFileNames: "assets/[name]-[hash][extname]" },
      },
    },
    server: { host: "127.0.0.1", proxy: { "/api": "http://127.0.0.1:8787" } },
    preview: { host: "127.0.0.1", proxy: { "/api": "http://127.0.0.1:8787" } },
  };
}
