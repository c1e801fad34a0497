/**
 * The page template: the shell's built index.html (the inline font styles, its entry script and the
 * list of scripts each page needs first, written by shell/page-template.ts), read once per isolate from the
 * assets. Before a build (the Worker tests run first) there is none: pages are then plain HTML with
 * no scripts, which is also what a visitor without JavaScript gets.
 */

/** The placeholder shell/page-template.ts writes where the page's CSP nonce goes. */
const BUILD_NONCE = "__CSP_NONCE__";

export interface PageTemplate {
  /** The document up to where the page's head goes (title, styles, boot data). */
  beforeHead: string;
  /** From after the default head to the inside of #root. */
  beforeRoot: string;
  afterRoot: string;
  /** The shell's entry script (its path), none before a build. */
  entry: string | null;
  /** Scripts (paths) every page needs first (`boot`), and those of each page module. */
  chunks: Record<string, string[]>;
  /** The headings' font files (addresses) a page of islands fetches to the cache after its load. */
  fonts: string[];
}

const BARE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <!--page-head--><!--/page-head-->
  </head>
  <body>
    <div id="root"><!--page-root--></div>
  </body>
</html>`;

export function parseTemplate(html: string, nonce: string): PageTemplate {
  let list: { entry: string | null; pages: Record<string, string[]>; fonts?: string[] } = {
    entry: null,
    pages: {},
  };
  const source = html
    .replace(/<!--page-chunks:(.*?)-->\s*/s, (_, json: string) => {
      list = JSON.parse(json) as typeof list;
      return "";
    })
    .replaceAll(BUILD_NONCE, nonce);
  const head = /<!--page-head-->.*?<!--\/page-head-->/s.exec(source);
  const root = source.indexOf("<!--page-root-->");
  if (!head || root < 0) throw new Error("The page template lacks its page-head or page-root marker");
  return {
    beforeHead: source.slice(0, head.index),
    beforeRoot: source.slice(head.index + head[0].length, root),
    afterRoot: source.slice(root + "<!--page-root-->".length),
    entry: list.entry,
    chunks: list.pages,
    fonts: list.fonts ?? [],
  };
}

const loaded = new WeakMap<Fetcher, Promise<PageTemplate>>();

/** The built template from the assets (cached per isolate), or the bare one before a build. */
export function loadTemplate(assets: Fetcher, origin: string, nonce: string): Promise<PageTemplate> {
  let template = loaded.get(assets);
  if (!template) {
    template = assets.fetch(new Request(`${origin}/`)).then(async (res) => {
      const html = res.ok ? await res.text() : "";
      return parseTemplate(html.includes("<!--page-root-->") ? html : BARE, nonce);
    });
    template.catch(() => loaded.delete(assets));
    loaded.set(assets, template);
  }
  return template;
}
