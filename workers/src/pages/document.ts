import type { BootData, RenderedPage } from "@chauffeur/contract";
import { BOOT_DATA_ID } from "@chauffeur/contract";
import type { PageTemplate } from "./template";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON inside a script element: no `<` may end it early (`</script>`, `<!--`). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * The whole document of a rendered page: its title and description, the nonce the page's own style
 * elements need, the scripts it needs first (so the browser fetches them at once, not one after the
 * other), its styles, the boot data, and the markup React hydrates.
 */
export function pageDocument(template: PageTemplate, page: RenderedPage, boot: BootData, nonce: string) {
  const scripts = [...(template.chunks.boot ?? []), ...(template.chunks[page.page] ?? [])];
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<meta property="csp-nonce" nonce="${nonce}" />`,
    // The page's largest picture first: behind the scripts it would paint seconds later on a phone.
    // The addresses are attribute text already (the markup's own), so they go in as they are.
    ...page.priorityImages.map(
      (src) => `<link rel="preload" as="image" href="${src}" fetchpriority="high" />`,
    ),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
    page.styles,
    `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(boot)}</script>`,
  ].join("\n    ");
  return `${template.beforeHead}${head}${template.beforeRoot}${page.html}${template.afterRoot}`;
}
