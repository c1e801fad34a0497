import { type BootData, REMOTE_FIRST_SHARED, type RenderedPage } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { pageDocument } from "./document";
import { parseTemplate } from "./template";

/** A built template as shell/page-template.ts writes it: the entry and each list of first scripts. */
const list = {
  entry: "assets/index.js",
  pages: {
    boot: ["assets/preload-helper.js"],
    app: ["assets/app-entry.js", "assets/react-dom.js", "assets/ui.js"],
    fleet: ["assets/fleet.js"],
    "shared:@chauffeur/ui/widgets": ["assets/widgets.js", "assets/dismissable-layer.js"],
    "shared:@tanstack/react-query": ["assets/react-query.js"],
    "shared:@chauffeur/ui/query": ["assets/ui-query.js", "assets/react-query.js"],
  },
  fonts: ["/assets/heading-400.woff2", "/assets/heading-600.woff2"],
};
const template = parseTemplate(
  `<!doctype html><html><head><!--page-head--><!--/page-head--><!--page-chunks:${JSON.stringify(list)}-->
  </head><body><div id="root"><!--page-root--></div></body></html>`,
  "nonce",
);
const boot = { config: {}, catalog: {} } as unknown as BootData;

function page(over: Partial<RenderedPage>): RenderedPage {
  return {
    html: "<main></main>",
    styles: "",
    title: "Page",
    description: "",
    status: 200,
    page: "remote",
    islands: false,
    content: false,
    remote: null,
    catalogShown: [],
    priorityImages: [],
    ...over,
  };
}

/** The scripts the page's loader preloads, in its order. */
const preloads = (html: string) =>
  [...html.matchAll(/rel=\\"modulepreload\\" crossorigin href=\\"\/([^"\\]+)\\"/g)].map((m) => m[1]);

describe("the scripts a rendered page preloads", () => {
  it("a booking page: the app alone, none of the shared modules its first screen does not use", () => {
    expect(REMOTE_FIRST_SHARED.booking).toEqual([]);
    const scripts = preloads(pageDocument(template, page({ remote: "booking" }), boot, "n"));
    expect(scripts).toEqual([...list.pages.boot, ...list.pages.app]);
  });

  it("the console: the app and the widgets and query layer it opens on, each script once", () => {
    const scripts = preloads(pageDocument(template, page({ remote: "admin" }), boot, "n"));
    expect(scripts).toEqual([
      ...list.pages.boot,
      ...list.pages.app,
      "assets/widgets.js",
      "assets/dismissable-layer.js",
      "assets/react-query.js",
      "assets/ui-query.js",
    ]);
  });

  it("a page of islands: its entry's own imports only", () => {
    const scripts = preloads(pageDocument(template, page({ page: "fleet", islands: true }), boot, "n"));
    expect(scripts).toEqual(list.pages.boot);
  });
});

describe("the headings' font files after the page's load", () => {
  it("a page of islands fetches the template's files to the cache and adds no face", () => {
    const html = pageDocument(template, page({ page: "fleet", islands: true }), boot, "n");
    expect(html).toContain(`Promise.all(${JSON.stringify(list.fonts)}.map(fetched))`);
    expect(html).not.toContain("new FontFace");
    expect(html).not.toContain("document.fonts.add");
  });

  it("a micro-frontend's page makes the sheet's faces and adds them once their files are in", () => {
    const html = pageDocument(template, page({ remote: "booking" }), boot, "n");
    expect(html).toContain("new FontFace");
    expect(html).toContain("document.fonts.add(face)");
    expect(html).not.toContain("fetch(");
  });
});
