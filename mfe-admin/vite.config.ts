import { defineConfig } from "vite";
import { remoteConfig } from "../ui/federation";

export default defineConfig(remoteConfig("admin", { "./App": "./src/app/app.tsx" }));
