/**
 * What wakes an island (docs/decisions/028): React, the design system and the router, loaded with the
 * first island that wakes, then each island's own code. An island is a React root of its own over its
 * element: hydrated from the server's HTML, or rendered into its empty element.
 */
import { BOOT_DATA_ID, type BootData } from "@chauffeur/contract";
import { createStyleCache, cspNonce, DocumentRouter, UiProvider } from "@chauffeur/ui";
import { type ReactNode, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { ConfigProvider } from "../config/site-config";
import { CatalogProvider } from "../lib/catalog/catalog";
import { ISLANDS, type IslandName } from "./registry";
import { focusAgain, typeAgain, typedBefore } from "./typed";

const json = document.getElementById(BOOT_DATA_ID)?.textContent;
if (!json) throw new Error("A page of islands has no boot data");
const boot = JSON.parse(json) as BootData;
// One style cache for every island: it adopts the server's style tags once.
const cache = createStyleCache(cspNonce());
let first = true;

/** Tells when React has committed the island (its handlers are attached from then on). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, []);
  return children;
}

export async function startIsland(element: HTMLElement): Promise<void> {
  const island = ISLANDS[element.dataset.island as IslandName];
  if (!island) throw new Error(`No island is called ${element.dataset.island}`);
  const Component = await island.load();
  // The first island to wake owns the page-wide styles (adopting the server's tag) and the toasts.
  const pageWide = first;
  first = false;
  // What was typed while its code loaded: React would render the server's values over it. Read again
  // once it committed, for what was typed meanwhile (a select is reset by the hydration, a text is not).
  const typed = island.hydrates ? typedBefore(element) : [];
  await new Promise<void>((resolve) => {
    const tree = (
      <StrictMode>
        <ConfigProvider value={boot.config}>
          <CatalogProvider value={boot.catalog}>
            <UiProvider cache={cache} pageWide={pageWide}>
              <DocumentRouter>
                <Committed onCommit={resolve}>
                  <Component />
                </Committed>
              </DocumentRouter>
            </UiProvider>
          </CatalogProvider>
        </ConfigProvider>
      </StrictMode>
    );
    if (island.hydrates) hydrateRoot(element, tree);
    else createRoot(element).render(tree);
  });
  if (!island.hydrates) return;
  typeAgain([...typed, ...typedBefore(element)]);
  focusAgain(element);
}
