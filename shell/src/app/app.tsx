import type { PublicConfig } from "@chauffeur/contract";
import { UiProvider } from "@chauffeur/ui";
import { BrowserRouter } from "react-router";
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
