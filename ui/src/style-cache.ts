/// <reference path="./types/stylis.d.ts" />
import createCache, { type EmotionCache, type StylisPlugin } from "@emotion/cache";
import { prefixer } from "stylis";

/**
 * The properties the browsers we serve still want with a `-webkit-` prefix (Safari before 18 for
 * backdrop-filter and user-select; every WebKit for text clipping and text-size-adjust).
 */
const STILL_PREFIXED = new Set([
  "backdrop-filter",
  "background-clip",
  "box-decoration-break",
  "mask",
  "mask-image",
  "text-size-adjust",
  "user-select",
]);

/**
 * Emotion's prefixer, kept to the declarations that still need it. The full prefixer writes three or
 * four spellings of every flex, grid and placeholder rule for browsers a decade old: a third of the
 * styles each page carries in its HTML and every browser parses and matches.
 */
const prefixWhereNeeded: StylisPlugin = (element, index, children, callback) => {
  if (element.type !== "decl" || !STILL_PREFIXED.has(String(element.props))) return;
  return prefixer(element, index, children, callback);
};

/**
 * Emotion's style cache for a page. The key must stay "css": the server writes its styles in
 * `<style data-emotion="css ...">` tags, and a cache with the same key takes them over on hydration
 * instead of inserting them again. `nonce` lets the styles it adds later pass the page's CSP. The
 * server's and the browser's caches must write the same CSS: both come from here.
 */
export function createStyleCache(nonce?: string): EmotionCache {
  return createCache({ key: "css", stylisPlugins: [prefixWhereNeeded], ...(nonce ? { nonce } : {}) });
}
