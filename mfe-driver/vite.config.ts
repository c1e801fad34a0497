import { defineConfig } from "vite";
import { remoteConfig } from "../ui/federation";

export default defineConfig(remoteConfig("driver", { "./App": "./src/app/app.tsx" }));
