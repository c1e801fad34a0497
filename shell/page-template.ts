/**
 * Build step of the shell: turns the built index.html into the template the Worker renders pages
 * into (workers/src/pages/template.ts). The small font stylesheet goes inline (one blocking request
 * fewer), tagged with the nonce placeholder the Worker fills in, its downloaded faces apart; the
 * entry script's tag comes out (the Worker has the page load it after its first paint,
 * workers/src/pages/document.ts); and a comment names the entry and lists, per page and per shared
 * module, the scripts that page needs first, so the browser fetches them at once.
 */
import type { Plugin } from "vite";

export const NONCE_PLACEHOLDER = "__CSP_NONCE__";
/** The session-storage key saying this tab has loaded the headings' fonts (workers/src/pages/document.ts). */
export const FONTS_SEEN = "chauffeur-fonts";

interface Chunk {
  type: "chunk";
  fileName: string;
  code: string;
  imports: string[];
  facadeModuleId: string | null;
}
interface Asset {
  type: "asset";
  fileName: string;
  source: string | Uint8Array;
}
type Bundle = Record<string, Chunk | Asset>;

/** The chunk federation serves a shared module from. */
function sharedChunk(bundle: Bundle, name: string): string | undefined {
  const prefix = `__federation_shared_${name.replace(/[@/]/g, "_")}-`;
  return Object.keys(bundle).find((f) => f.split("/").pop()?.startsWith(prefix));
}

/**
 * A chunk and every chunk it imports statically, and the shared modules it asks federation for (an
 * `importShared("name")` call, minified to any function name).
 */
function closure(bundle: Bundle, shared: string[], start: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[start];
  if (chunk?.type !== "chunk" || seen.has(start)) return seen;
  seen.add(start);
  for (const file of chunk.imports) closure(bundle, shared, file, seen);
  for (const name of shared) {
    if (!chunk.code.includes(`("${name}")`) && !chunk.code.includes(`('${name}')`)) continue;
    const file = sharedChunk(bundle, name);
    if (file) closure(bundle, shared, file, seen);
  }
  return seen;
}

/** A stylesheet's `@font-face` rules that fetch a file (`url(`), and everything else in it. */
export function splitFontFaces(css: string): { downloads: string; rest: string } {
  const downloads: string[] = [];
  const rest = css.replace(/@font-face\s*\{[^}]*\}/g, (rule) => {
    if (!rule.includes("url(")) return rule;
    downloads.push(rule);
    return "";
  });
  return { downloads: downloads.join(""), rest };
}

/**
 * The files of the upright faces among those rules (each face's first source, the one a browser that
 * reads WOFF2 fetches): what a page of islands fetches to the cache (workers/src/pages/document.ts).
 */
export function uprightFontFiles(downloads: string): string[] {
  return [...downloads.matchAll(/@font-face\s*\{[^}]*\}/g)]
    .map(([rule]) =>
      /font-style:\s*normal/.test(rule) ? /src:\s*url\(["']?([^"')]+)/.exec(rule)?.[1] : undefined,
    )
    .filter((file): file is string => file !== undefined);
}

/** `shared`: the module names shared through federation (ui/federation.ts). */
export function pageTemplate(shared: string[]): Plugin {
  return {
    name: "chauffeur-page-template",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle as Bundle | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === "chunk");
        const tag = /\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/.exec(html);
        const entry = chunks.find((c) => c.fileName === tag?.[1]);
        if (!tag || !entry) throw new Error("page-template: no entry chunk");
        // The shared modules the boot path imports (React, the design system) are not static imports
        // of the entry: the browser would find them one round trip later.
        const boot = [...closure(bundle, shared, entry.fileName)].filter((f) => f !== entry.fileName);
        // The whole app (src/app-entry.tsx), which the entry imports on any page that is not one of
        // islands (docs/decisions/028): a page of islands fetches nothing more before it is used.
        const appChunk = chunks.find((c) => c.facadeModuleId?.endsWith("/src/app-entry.tsx"));
        if (!appChunk) throw new Error("page-template: no app-entry chunk");
        const app = [...closure(bundle, shared, appChunk.fileName)].filter((f) => !boot.includes(f));
        const pages: Record<string, string[]> = { boot, app };
        for (const chunk of chunks) {
          const page = chunk.facadeModuleId?.match(/\/src\/pages\/(?:legal\/)?([a-z-]+)\.tsx$/)?.[1];
          if (page)
            pages[page] = [...closure(bundle, shared, chunk.fileName)].filter(
              (f) => !boot.includes(f) && !app.includes(f),
            );
        }
        // Each shared module the public pages never load (the widgets, the server-state layer), with
        // what it imports: a micro-frontend's page preloads those its first screen uses
        // (REMOTE_FIRST_SHARED), which its App would otherwise ask for one round trip after another.
        for (const name of shared) {
          const file = sharedChunk(bundle, name);
          if (!file) continue;
          const files = [...closure(bundle, shared, file)].filter(
            (f) => !boot.includes(f) && !app.includes(f),
          );
          if (files.length > 0) pages[`shared:${name}`] = files;
        }
        const fonts: string[] = [];
        let out = html
          .replace(tag[0], "")
          .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_, file: string) => {
            const css = bundle[file];
            if (css?.type !== "asset") throw new Error(`page-template: ${file} is not in the bundle`);
            // The font faces that download (the headings' font) wait for the page's pictures
            // (docs/decisions/028, "Fonts"): their sheet is off (`media="not all"`). Once the page has
            // loaded, the Worker's loader fetches the upright faces' files (listed below) to the cache on
            // a page of islands, which keeps the twin, and on a micro-frontend's page makes the faces
            // with the FontFace API and adds them once their files are in; in a tab that has fetched
            // them before, the script below turns the sheet on at once (the files then come from its
            // cache). The rest (the font's metric twin, made from the computer's own fonts) applies from
            // the first paint.
            const { downloads, rest } = splitFontFaces(String(css.source));
            fonts.push(...uprightFontFiles(downloads));
            return (
              `<style nonce="${NONCE_PLACEHOLDER}">${rest}</style>` +
              `<style nonce="${NONCE_PLACEHOLDER}" data-fonts media="not all">${downloads}</style>` +
              `<script nonce="${NONCE_PLACEHOLDER}">try{if(sessionStorage.getItem("${FONTS_SEEN}"))document.currentScript.previousElementSibling.media="all"}catch{}</script>` +
              // Without JavaScript nothing would turn them on: such a visitor gets them as before.
              `<noscript><style nonce="${NONCE_PLACEHOLDER}">${downloads}</style></noscript>`
            );
          });
        const list = { entry: entry.fileName, pages, fonts };
        out = out.replace("</head>", `<!--page-chunks:${JSON.stringify(list)}-->\n  </head>`);
        return out;
      },
    },
  };
}
