/**
 * A build step (vite plugin) that makes Chakra compute the page-wide styles of the design system
 * only when something reads them, instead of while it makes the system.
 *
 * `createSystem` turns the theme into the reset, the global styles and a custom property for each of
 * some five hundred tokens, and does it eagerly: about half of its work, in what is the longest task
 * of every page's start (on a phone over 100 ms, most of the page's blocking time). A page the Worker
 * rendered already has those styles in its HTML, and the browser adopts that `<style>` tag instead
 * (ui/src/theme.ts), so it never needs them computed. Anything else reads `system._global` as before,
 * and gets the same value, computed on first read.
 *
 * The edit is checked: a Chakra release whose `createSystem` no longer has these lines fails the
 * build with this file's name, rather than quietly going back to the eager styles
 * (docs/decisions/013-the-page-adopts-the-design-systems-styles.md).
 */
import type { Plugin } from "vite";

const SYSTEM_MODULE = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";
const FIELD = "\n    _global,\n";

/**
 * Chakra's `system.js` with `_global` made a getter that computes once. Line for line the same
 * length, so the source map stays true.
 */
export function withLazyGlobalStyles(code: string): string {
  if (!code.includes(EAGER) || !code.includes(FIELD)) {
    throw new Error(
      "ui/lazy-global-styles.ts: Chakra's createSystem no longer computes `_global` as this build step expects; read its system.js again and update the edit",
    );
  }
  return code
    .replace(EAGER, "let _global;")
    .replace(
      FIELD,
      "\n    get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n",
    );
}

export function lazyGlobalStyles(): Plugin {
  return {
    name: "chauffeur:lazy-global-styles",
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id.split("?")[0] ?? "")) return undefined;
      return { code: withLazyGlobalStyles(code), map: null };
    },
  };
}
