/**
 * What wakes an island (docs/decisions/028): React, the design system and the router, loaded with the
 * first island that wakes, then each island's own code. An island is a React root of its own over its
 * element: hydrated from the server's HTML, or rendered anew into its element.
 */
import { createStyleCache, cspNonce, DocumentRouter, UiProvider } from "@chauffeur/ui";
import { type ReactNode, StrictMode, useEffect, useLayoutEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { ConfigProvider } from "../config/site-config";
import { CatalogProvider } from "../lib/catalog/catalog";
import { boot } from "./boot-data";
import type { IslandName } from "./kinds";
import { ISLANDS } from "./registry";
import { type Edit, focusAgain, focusedIn, typeAgain, typedBefore } from "./typed";

// One style cache for every island: it adopts the server's style tags once.
const cache = createStyleCache(cspNonce());
let first = true;

/**
 * Tells when React has committed the island: `onLayout` as it did (before the island's own effects
 * run), `onCommit` once its effects ran (its handlers are attached from then on).
 */
function Committed({
  onLayout,
  onCommit,
  children,
}: {
  onLayout: () => void;
  onCommit: () => void;
  children: ReactNode;
}) {
  useLayoutEffect(onLayout, []);
  useEffect(onCommit, []);
  return children;
}

export async function startIsland(element: HTMLElement): Promise<void> {
  const load = ISLANDS[element.dataset.island as IslandName];
  if (!load) throw new Error(`No island is called ${element.dataset.island}`);
  const { Component, hydrates } = await load();
  // The first island to wake owns the page-wide styles (adopting the server's tag) and the toasts.
  const pageWide = first;
  first = false;
  // What was typed while its code loaded: React would render the server's values over it. Read again
  // once it committed, for what was typed meanwhile (before the island's effects change any value).
  const typed: Edit[] = typedBefore(element);
  const focused = focusedIn(element);
  await new Promise<void>((resolve) => {
    const tree = (
      <StrictMode>
        <ConfigProvider value={boot.config}>
          <CatalogProvider value={boot.catalog}>
            <UiProvider cache={cache} pageWide={pageWide}>
              <DocumentRouter>
                <Committed
                  onLayout={() => hydrates && typed.push(...typedBefore(element))}
                  onCommit={resolve}
                >
                  <Component />
                </Committed>
              </DocumentRouter>
            </UiProvider>
          </CatalogProvider>
        </ConfigProvider>
      </StrictMode>
    );
    if (hydrates) hydrateRoot(element, tree);
    else createRoot(element).render(tree);
  });
  // The last edit of each control, in the order they were found.
  const edits = new Map(typed.map((edit) => [edit.control, edit]));
  typeAgain(element, [...edits.values()]);
  focusAgain(element, focused);
}
