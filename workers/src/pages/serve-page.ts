import type { BootData, RenderPageInput } from "@chauffeur/contract";
import type { Context, MiddlewareHandler } from "hono";
import { publicConfig } from "../http/public-config";
import type { AppEnv } from "../http/types";
import { readCatalog } from "../services/catalog";
import { pageDocument } from "./document";
import { loadTemplate } from "./template";

/**
 * The shell's renderer (React, Chakra and every public page), loaded on the first page request: an API
 * request never evaluates it, and neither does a Worker test that renders no page (12 s of set-up per
 * test file in workerd when it was a static import). With it, the booking app's components a page
 * shows in its HTML (the home page's Quick Booking form, docs/decisions/028).
 */
const loadRenderer = () =>
  Promise.all([import("shell/server"), import("mfe-booking/server")]).then(
    ([shell, booking]) =>
      (input: Omit<RenderPageInput, "builtIn">) =>
        shell.renderPage({ ...input, builtIn: { booking } }),
  );

let slot: string | undefined;
/**
 * Stands for the nonce in rendered pages kept in memory; each answer swaps in a fresh nonce. Random per
 * isolate (made on the first request: the global scope may not draw random numbers), so no page
 * content can guess it.
 */
function nonceSlot() {
  slot ??= `nonce-slot-${crypto.randomUUID()}`;
  return slot;
}
const MAX_KEPT = 64;

interface Kept {
  catalogVersion: number;
  status: number;
  html: string;
  /** A page of the site's own content, answered without an opener policy (docs/decisions/031). */
  content: boolean;
}
/** Rendered pages by path (no query string, status 200), valid while the catalog is unchanged. */
const kept = new Map<string, Kept>();

function newNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * What a file's name ends with, for the files the site serves (scripts, styles, pictures, fonts, data).
 * Anything else is a page: a tracking link's token ends in ".<signature>", which is no extension.
 */
const FILE_NAME =
  /\.(?:js|mjs|css|map|json|txt|xml|html|ico|svg|png|jpe?g|gif|webp|avif|woff2?|ttf|otf|webmanifest)$/i;

/** A request for a page: GET or HEAD of a path that names no file. */
export function isPageRequest(method: string, path: string) {
  if (method !== "GET" && method !== "HEAD") return false;
  return !FILE_NAME.test(path.split("/").pop() ?? "");
}

async function bootData(c: Context<AppEnv>): Promise<{ boot: BootData; version: number | null }> {
  try {
    const catalog = await readCatalog({ ctx: c.var.services });
    return {
      boot: {
        config: publicConfig(c.get("config"), catalog.remotes, catalog.pricing?.rules),
        catalog: {
          fleet: catalog.fleet.data,
          services: catalog.services.data,
          leaders: catalog.leaders.data,
        },
      },
      version: catalog.version,
    };
  } catch (error) {
    // The page still renders, its lists as skeletons (in the browser it asks the API for them) and its
    // remotes the built-in ones.
    console.error(JSON.stringify({ level: "error", requestId: c.get("requestId"), catalog: String(error) }));
    return { boot: { config: publicConfig(c.get("config"), {}), catalog: {} }, version: null };
  }
}

/** The boot data a rendered page carries: the configuration and only the lists it shows. */
function pageBoot(boot: BootData, shown: (keyof BootData["catalog"])[]): BootData {
  return {
    config: boot.config,
    catalog: Object.fromEntries(
      shown.flatMap((key) => (boot.catalog[key] ? [[key, boot.catalog[key]]] : [])),
    ),
  };
}

async function render(c: Context<AppEnv>): Promise<Kept> {
  const url = new URL(c.req.url);
  // A tracking link carries its token in the path: such a page is never kept (each is one customer's).
  const key = url.search || url.pathname.startsWith("/track/") ? null : url.pathname;
  const { boot, version } = await bootData(c);
  const hit = key ? kept.get(key) : undefined;
  if (hit && version !== null && hit.catalogVersion === version) return hit;
  const template = await loadTemplate(c.env.ASSETS, url.origin, nonceSlot());
  let page: Kept;
  try {
    const renderPage = await loadRenderer();
    const rendered = await renderPage({ url: url.pathname + url.search, boot, nonce: nonceSlot() });
    page = {
      catalogVersion: version ?? -1,
      status: rendered.status,
      html: pageDocument(template, rendered, pageBoot(boot, rendered.catalogShown), nonceSlot()),
      content: rendered.content,
    };
  } catch (error) {
    // A page that cannot render on the server still works: the browser renders it from the boot data.
    console.error(JSON.stringify({ level: "error", requestId: c.get("requestId"), render: String(error) }));
    const empty = {
      html: "",
      styles: "",
      title: boot.config.site.name,
      description: "",
      status: 200 as const,
    };
    return {
      catalogVersion: -1,
      status: 200,
      content: false,
      html: pageDocument(
        template,
        {
          ...empty,
          page: "",
          islands: false,
          content: false,
          remote: null,
          catalogShown: [],
          priorityImages: [],
        },
        boot,
        nonceSlot(),
      ),
    };
  }
  if (key && version !== null && page.status === 200) {
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, page);
  }
  return page;
}

/**
 * Every page is answered with its whole HTML, rendered here by the shell (docs/decisions/006): the
 * header, the content with the catalog from D1, the footer, the styles it uses and the boot data.
 * Anything else (scripts, images) goes on to the assets.
 */
export const servePage: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isPageRequest(c.req.method, c.req.path)) return next();
  const page = await render(c);
  const nonce = newNonce();
  c.set("cspNonce", nonce);
  // Asked for anew each time (no validator: a 304 would pair the old body with a new nonce).
  c.header("Cache-Control", "no-cache");
  // A content page shows nothing private, and every link from it loads a new document. So it does
  // without the opener policy that the booking, account and console pages keep: `same-origin` makes a
  // new tab's first page wait, once the answer has come, for a frame of its own (docs/decisions/031).
  if (page.content) c.header("Cross-Origin-Opener-Policy", "unsafe-none");
  return c.html(page.html.replaceAll(nonceSlot(), nonce), page.status as 200 | 404);
};
