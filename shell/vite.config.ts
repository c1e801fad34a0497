import federation from "@originjs/vite-plugin-federation";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { chunkFileNames, manualChunks, sharedModules } from "../ui/federation";
import { lazyGlobalStyles } from "../ui/lazy-global-styles";
import { pageTemplate } from "./page-template";

// The remotes' real addresses come from the manifest at run time (src/lib/remotes); these entries only
// declare the names.
const placeholder = {
  external: "/remotes/unset/remoteEntry.js",
  externalType: "url" as const,
  format: "esm" as const,
  from: "vite" as const,
};

export default defineConfig({
  plugins: [
    react(),
    lazyGlobalStyles(),
    federation({
      name: "shell",
      remotes: { booking: placeholder, admin: placeholder, driver: placeholder },
      shared: sharedModules(),
    }),
    pageTemplate(Object.keys(sharedModules())),
  ],
  build: {
    target: "es2022",
    modulePreload: false,
    // No gzip of every chunk for the build's log: `npm run bench:size` measures what a page loads.
    reportCompressedSize: false,
    rollupOptions: { output: { chunkFileNames, manualChunks } },
  },
  optimizeDeps: {
    include: ["react", "react-dom", "react-router", "@chakra-ui/react", "@emotion/react", "@emotion/cache"],
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    proxy: { "/api": "http://127.0.0.1:8787", "/remotes": "http://127.0.0.1:8787" },
  },
  preview: { host: "127.0.0.1" },
});
