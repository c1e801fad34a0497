// Runs this micro-frontend on its own (`npm run dev -w <app>`), outside the shell.
import { PublicConfig, SITE_DEFAULTS } from "@chauffeur/contract";
import { Box, UiProvider } from "@chauffeur/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import App from "./app/app";

async function loadConfig(): Promise<PublicConfig> {
  try {
    return PublicConfig.parse(await (await fetch("/api/config")).json());
  } catch {
    return {
      remotes: { booking: "", admin: "", driver: "" },
      site: SITE_DEFAULTS,
      environment: "development",
    };
  }
}

const config = await loadConfig();
const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
createRoot(root).render(
  <StrictMode>
    <UiProvider>
      <BrowserRouter>
        <Box minH="100dvh">
          <App site={config.site} environment={config.environment} />
        </Box>
      </BrowserRouter>
    </UiProvider>
  </StrictMode>,
);
