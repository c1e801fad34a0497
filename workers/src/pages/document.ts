import type { BootData, RenderedPage } from "@chauffeur/contract";
import { BOOT_DATA_ID, PAGE_END_ID, REMOTE_FIRST_SHARED } from "@chauffeur/contract";
import type { PageTemplate } from "./template";

/** The session-storage key saying this tab has loaded the headings' fonts (shell/page-template.ts). */
export const FONTS_SEEN = "chauffeur-fonts";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON inside a script element: no `<` may end it early (`</script>`, `<!--`). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * The page's scripts, asked for once it has painted. The HTML is the page: scripts fetched while it
 * arrives and paints take the phone's bandwidth from its pictures and fonts, and its main thread
 * (each arriving module is compiled there) from the first paint. Then, at once, module preloads for
 * every script the page needs first (not one after the other as each import is found) and the entry.
 * The headings' font files wait longer on a tab's first page, until the page's pictures have
 * loaded (`load`; the template's `style[data-fonts]` stays off, docs/decisions/028): three font
 * files, seventy kilobytes at the highest priority, would otherwise take a phone's bandwidth from the
 * page's largest picture, while the text paints in the font's metric twin either way. Then, in a task of
 * its own when the page has loaded already (together with the scripts' task it passed Lighthouse's 50 ms):
 * - On a page of islands, which a visitor reads and leaves by a link to a new document, the loader
 *   only fetches the upright faces' files (the template lists them) to the cache, at a low priority:
 *   the page keeps the twin, as `font-display: optional` keeps a fallback, and never moves its text
 *   under the reader. A new face in the document makes the browser lay out all its text again (issue
 *   43), and making the faces cost the task three times what the fetches do.
 * - On a micro-frontend's page, which lives on through in-app navigation, it makes the sheet's faces
 *   with the FontFace API (same sources and descriptors), fetches the upright ones (the headings'; the
 *   browser fetches an italic if some text is ever set in it) and adds them to `document.fonts` once
 *   all are in: one layout, in the final font.
 * Either way the tab then remembers that it fetched them, and its later pages turn the sheet on before
 * their first paint (from the cache). Per tab, not per browser (local storage): a browser keeps site
 * data when its cache is emptied (Lighthouse does that before each run).
 * A page opened in a background tab paints nothing yet: it loads them at once.
 */
function loader(
  entry: string,
  scripts: string[],
  nonce: string,
  fonts: { add: true } | { add: false; files: string[] },
) {
  const preloads = scripts
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
    .join("");
  // A script element written as markup would not run: the entry is made as an element.
  const code = `(() => {
  const load = () => {
    const fonts = document.querySelector("style[data-fonts]");
    const seen = () => {
      try { sessionStorage.setItem(${scriptJson(FONTS_SEEN)}, "1"); } catch {}
    };
    const fontsOn = () => {
      ${fonts.add ? addFaces : fetchFiles(fonts.files)}
    };
    if (fonts?.sheet && fonts.media !== "all") {
      if (document.readyState === "complete") setTimeout(fontsOn);
      else addEventListener("load", fontsOn, { once: true });
    }
    document.head.insertAdjacentHTML("beforeend", ${scriptJson(preloads)});
    const entry = document.createElement("script");
    Object.assign(entry, { type: "module", src: ${scriptJson(`/${entry}`)}, crossOrigin: "" });
    document.head.append(entry);
  };
  if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(load));
  else load();
})();`;
  return `<script nonce="${nonce}">${code}</script>`;
}

/** The faces of the fonts' sheet, made, fetched (the upright ones) and added once all are in. */
const addFaces = `const unquote = (family) => family.trim().replace(/^["']|["']$/g, "");
      const faces = Array.from(fonts.sheet.cssRules, (rule) => {
        const descriptors = {};
        for (const name of Array.from(rule.style)) {
          const key = name.replace(/^font-/, "").replace(/-(\\w)/g, (_, c) => c.toUpperCase());
          if (key !== "family" && key !== "src") descriptors[key] = rule.style.getPropertyValue(name);
        }
        return new FontFace(unquote(rule.style.getPropertyValue("font-family")), rule.style.getPropertyValue("src"), descriptors);
      });
      const loads = faces.filter((face) => face.style === "normal").map((face) => face.load().catch(() => {}));
      Promise.all(loads).then(() => {
        seen();
        for (const face of faces) document.fonts.add(face);
      });`;

/** The files fetched to the cache, read whole, and remembered once every one came in. */
const fetchFiles = (files: string[]) => `const fetched = (file) =>
        fetch(file, { priority: "low" }).then((res) => (res.ok ? res.arrayBuffer() : Promise.reject(res.status)));
      Promise.all(${scriptJson(files)}.map(fetched)).then(seen, () => {});`;

/**
 * The whole document of a rendered page: its title and description, the nonce the page's own style
 * and script elements need, its largest picture, its styles, the boot data, the markup React hydrates,
 * and what loads its scripts once it has painted.
 */
export function pageDocument(template: PageTemplate, page: RenderedPage, boot: BootData, nonce: string) {
  // A page of islands needs its entry alone until someone uses it (docs/decisions/028); a
  // micro-frontend's page, the whole app and the shared modules its first screen uses, no others.
  const shared = page.remote ? REMOTE_FIRST_SHARED[page.remote] : [];
  const scripts = page.islands
    ? [...(template.chunks.boot ?? [])]
    : [
        ...new Set([
          ...(template.chunks.boot ?? []),
          ...(template.chunks.app ?? []),
          ...(template.chunks[page.page] ?? []),
          ...shared.flatMap((name) => template.chunks[`shared:${name}`] ?? []),
        ]),
      ];
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<meta property="csp-nonce" nonce="${nonce}" />`,
    // No frame before the parser has read the footer: a phone's parser stops for breath in a long page
    // (the home page's 135 KB), and a frame painted then is styled and laid out again in full when the
    // rest comes in, a long task right after the first paint (docs/decisions/031).
    `<link rel="expect" href="#${PAGE_END_ID}" blocking="render" />`,
    // The page's largest picture first: behind the scripts it would paint seconds later on a phone.
    // The addresses are attribute text already (the markup's own), so they go in as they are.
    ...page.priorityImages.map(
      (src) => `<link rel="preload" as="image" href="${src}" fetchpriority="high" />`,
    ),
    page.styles,
    `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(boot)}</script>`,
  ].join("\n    ");
  const fonts = page.islands ? { add: false as const, files: template.fonts } : { add: true as const };
  const end = template.entry ? loader(template.entry, scripts, nonce, fonts) : "";
  const afterRoot = template.afterRoot.replace("</body>", `${end}</body>`);
  return `${template.beforeHead}${head}${template.beforeRoot}${page.html}${afterRoot}`;
}
