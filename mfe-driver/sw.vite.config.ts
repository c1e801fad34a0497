import { defineConfig } from "vite";

// The chauffeur app's service worker (src/offline/service-worker.ts), built alone as one classic script.
// scripts/assemble.mjs puts it at the site's root, /driver-sw.js, whose scope may then be /driver.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist-sw",
    emptyOutDir: true,
    lib: {
      entry: "src/offline/service-worker.ts",
      formats: ["iife"],
      name: "driverServiceWorker",
      fileName: () => "driver-sw.js",
    },
  },
});
