import federation from "@originjs/vite-plugin-federation";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { chunkFileNames, manualChunks, sharedModules } from "../ui/federation";

export default defineConfig({
  // Relative, so the build works wherever its remoteEntry.js is hosted.
  base: "./",
  plugins: [
    react(),
    federation({
      name: "booking",
      filename: "remoteEntry.js",
      exposes: {
        "./App": "./src/app/app.tsx",
        "./QuickBookingForm": "./src/features/quick-booking/components/quick-booking-form.tsx",
      },
      shared: sharedModules(),
    }),
  ],
  build: {
    target: "es2022",
    modulePreload: false,
    // remoteEntry.js at the top of the build, so its relative imports of assets/ resolve.
    assetsDir: "",
    rollupOptions: {
      output: { chunkFileNames, manualChunks, assetFileNames: "assets/[name]-[hash][extname]" },
    },
  },
  server: { host: "127.0.0.1", proxy: { "/api": "http://127.0.0.1:8787" } },
  preview: { host: "127.0.0.1", proxy: { "/api": "http://127.0.0.1:8787" } },
});
