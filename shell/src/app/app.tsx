import type { PublicConfig } from "@chauffeur/contract";
import { BrowserRouter, UiProvider } from "@chauffeur/ui";
import { ConfigProvider } from "../config/site-config";
import { AppRoutes } from "./routes";

export function App({ config }: { config: PublicConfig }) {
  return (
    <ConfigProvider value={config}>
      <UiProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </UiProvider>
    </ConfigProvider>
  );
}
