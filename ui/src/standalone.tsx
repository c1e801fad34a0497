// Runs a micro-frontend on its own (`npm run dev -w <app>`), outside the shell: the same providers the
// shell gives it, and the configuration it would get from the shell, read from the API.
import {
  builtInManifest,
  DEFAULT_BOOKING_POLICY,
  DEFAULT_GRATUITY_PERCENT,
  DEFAULT_HOLD_DAYS,
  PublicConfig,
  type RemoteAppProps,
  SITE_DEFAULTS,
} from "@chauffeur/contract";
import { createApiClient } from "@chauffeur/contract/client";
// The package itself, not relative files: federation must hand the app and this wrapper one shared copy.
import { Box, BrowserRouter, UiProvider } from "@chauffeur/ui";
import { type ComponentType, StrictMode } from "react";
import { createRoot } from "react-dom/client";

async function loadConfig(): Promise<PublicConfig> {
  try {
    return PublicConfig.parse(await createApiClient().get("/api/config"));
  } catch {
    return {
      remotes: builtInManifest(),
      site: SITE_DEFAULTS,
      environment: "development",
      payments: {
        provider: "sandbox",
        holdDays: DEFAULT_HOLD_DAYS,
        gratuityDefaultPercent: DEFAULT_GRATUITY_PERCENT,
      },
      telemetry: { samplePercent: 0 },
      policy: DEFAULT_BOOKING_POLICY,
    };
  }
}

export async function renderStandalone(App: ComponentType<RemoteAppProps>) {
  const config = await loadConfig();
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element");
  createRoot(root).render(
    <StrictMode>
      <UiProvider>
        <BrowserRouter>
          <Box minH="100dvh">
            <App site={config.site} environment={config.environment} policy={config.policy} />
          </Box>
        </BrowserRouter>
      </UiProvider>
    </StrictMode>,
  );
}
