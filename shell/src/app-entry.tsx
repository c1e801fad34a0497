/**
 * The whole app in the browser: the micro-frontends' pages, and any page outside the islands (main.tsx).
 * Hydrates the server's HTML in one root, or renders the page without it (the Vite dev server).
 */
import { BOOT_DATA_ID, type BootData } from "@chauffeur/contract";
import { adoptServerHtml, BrowserRouter, createStyleCache, cspNonce, designSystem } from "@chauffeur/ui";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { pageOf, preloadPage } from "./app/pages";
import { AppRoutes } from "./app/routes";
import { isRemotePath, remoteOfPath } from "./config/paths";
import { fetchPublicConfig } from "./config/site-config";
import { startRemotes } from "./lib/remotes/federation";
import { loadExposed } from "./lib/remotes/load-remote";

/** Lets the browser paint and answer input before the next step (each is a long task on a phone). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** The boot data the Worker wrote into the page; absent when the page was not rendered by the Worker. */
function readBootData(): BootData | null {
  const json = document.getElementById(BOOT_DATA_ID)?.textContent;
  return json ? (JSON.parse(json) as BootData) : null;
}

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
const rendered = readBootData();
// Without the Worker's HTML (the Vite dev server), the page asks for its configuration and renders.
const boot = rendered ?? { config: await fetchPublicConfig(), catalog: {} };
startRemotes(boot.config);

const app = (
  <StrictMode>
    <App boot={boot} cache={createStyleCache(cspNonce())}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);
if (rendered && root.firstChild) {
  // The page's code first, so React adopts the server's HTML in one pass.
  const page = pageOf(window.location.pathname, isRemotePath);
  if (page !== "remote") await preloadPage(page);
  // A micro-frontend's page: its App starts loading now, alongside the hydration, not after it (its
  // view shows it, or the error and a retry if it cannot load).
  const remote = remoteOfPath(window.location.pathname);
  if (remote) loadExposed(remote, "App").catch(() => {});
  // The design system in a task of its own, apart from the modules' evaluation and the hydration.
  await nextTask();
  designSystem();
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread until the whole page is adopted (the page is already painted and readable).
  // What the page marks Static keeps the server's HTML instead of being hydrated (ui/src/static.tsx).
  adoptServerHtml();
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
