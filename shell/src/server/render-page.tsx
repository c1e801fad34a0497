/**
 * The shell rendered to HTML by the Worker (workers/src/pages): the same App and routes as the
 * browser's entry, with a router fixed on one URL and a style cache that collects the page's CSS.
 */
import type { CatalogLists, RenderPage } from "@chauffeur/contract";
import { createServerStyleCache, StaticRouter, styleTags } from "@chauffeur/ui/server";
import { renderToReadableStream } from "react-dom/server";
import { App } from "../app/app";
import { CONTENT_PAGES, ISLAND_PAGES, pageOf, preloadPage } from "../app/pages";
import { AppRoutes } from "../app/routes";
import { isRemotePath, remoteOfPath } from "../config/paths";
import { type PageHead, PageHeadContext, pageTitle } from "../lib/page-meta";
import { type BookingScreens, BuiltInBooking } from "../lib/remotes/booking-screen";

/**
 * The `src` of each `<img fetchpriority="high">` in the markup (`lib/fetch-first.ts`; at most two): the
 * page's largest picture, which would otherwise wait behind the scripts the head asks for. A responsive
 * photo (an upload's <picture>, WebP or JPEG by width) is not: a preload of its fallback would be a second
 * download beside the source the browser picks, and the preload scanner finds the <picture> in the HTML.
 */
export function priorityImages(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\sfetchpriority="high"/i.test(tag))
    .filter((tag) => !/\ssrcset=/i.test(tag))
    .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1])
    .filter((src): src is string => src !== undefined)
    .slice(0, 2);
}

export const renderPage: RenderPage = async ({ url, boot, nonce, builtIn }) => {
  // The Worker's copy of the booking app's screens (React components; the contract types no React).
  const bookingScreens = (builtIn?.booking ?? null) as BookingScreens | null;
  const pathname = new URL(url, "http://page").pathname;
  const page = pageOf(pathname, isRemotePath);
  // Loaded first, so nothing suspends: a boundary that suspends is streamed with inline scripts,
  // which the page's CSP refuses.
  if (page !== "remote") await preloadPage(page);
  const cache = createServerStyleCache(nonce);
  const head: PageHead = { title: pageTitle("", boot.config.site.name), description: "", status: 200 };
  const errors: unknown[] = [];
  const shown = new Set<keyof CatalogLists>();
  const stream = await renderToReadableStream(
    <PageHeadContext.Provider value={head}>
      {/* The booking app's screens in the pages' HTML: its built-in version (docs/decisions/028). */}
      <BuiltInBooking.Provider value={bookingScreens}>
        <App boot={boot} cache={cache} onCatalogShown={(key) => shown.add(key)}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </App>
      </BuiltInBooking.Provider>
    </PageHeadContext.Provider>,
    // A boundary larger than the progressive chunk size is sent apart and put in place by an inline
    // script; the page is cached whole and its CSP runs no inline script, so nothing is sent apart.
    { onError: (error: unknown) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // The whole page, not its shell: read once every boundary has rendered.
  await stream.allReady;
  const html = await new Response(stream).text();
  if (errors.length > 0) throw errors[0];
  if (html.includes("<script")) throw new Error(`Rendering ${url} suspended: its HTML needs scripts`);
  return {
    html,
    styles: styleTags(cache, html, nonce),
    title: head.title,
    description: head.description,
    status: head.status,
    page,
    islands: page !== "remote" && ISLAND_PAGES.has(page),
    content: page !== "remote" && CONTENT_PAGES.has(page),
    remote: remoteOfPath(pathname),
    catalogShown: [...shown],
    priorityImages: priorityImages(html),
  };
};
