import type { BootData, CatalogLists } from "@chauffeur/contract";
import { UiProvider } from "@chauffeur/ui";
import type { EmotionCache } from "@emotion/cache";
import type { ReactNode } from "react";
import { ConfigProvider } from "../config/site-config";
import { CatalogProvider } from "../lib/catalog/catalog";

/**
 * The shell's providers, the same in the browser and on the server: the boot data the Worker put in
 * the page, the design system with the page's style cache, and the router (`children`: the browser's
 * or the server's, with AppRoutes inside). The server passes `onCatalogShown` to learn which lists of
 * the catalog the page shows.
 */
export function App({
  boot,
  cache,
  onCatalogShown,
  children,
}: {
  boot: BootData;
  cache: EmotionCache;
  onCatalogShown?: (key: keyof CatalogLists) => void;
  children: ReactNode;
}) {
  return (
    <ConfigProvider value={boot.config}>
      <CatalogProvider value={boot.catalog} onShown={onCatalogShown}>
        <UiProvider cache={cache}>{children}</UiProvider>
      </CatalogProvider>
    </ConfigProvider>
  );
}
