/**
 * What the Worker needs to render a page of the design system to HTML (never part of a page's
 * JavaScript): a router for one URL and the page's styles as `<style>` tags.
 */
import type { EmotionCache } from "@emotion/cache";
import { css } from "@emotion/react";
import { StaticRouter } from "react-router";
import { createStyleCache } from "./style-cache";
import { designSystem, SYSTEM_STYLES_ATTRIBUTE } from "./theme";

export { StaticRouter };

/**
 * A style cache that keeps what it renders instead of writing `<style>` tags beside the elements
 * (Emotion's "compat" mode), so the styles can go in the page's head (`styleTags`).
 */
export function createServerStyleCache(nonce: string): EmotionCache {
  const cache = createStyleCache(nonce);
  cache.compat = true;
  return cache;
}

/**
 * The styles a rendered page uses, as Emotion's own server output writes them (one tag per global
 * style, one for the classes, each listing its names so the browser's cache adopts the tag instead of
 * inserting it again). Same format as `@emotion/server`'s extractCriticalToChunks and
 * constructStyleTagsFromChunks, without its Node stream dependencies.
 */
export function styleTags(cache: EmotionCache, html: string, nonce: string): string {
  const key = cache.key;
  const used = new Set<string>();
  for (const match of html.matchAll(new RegExp(`${key}-([a-zA-Z0-9-_]+)`, "g"))) used.add(match[1] ?? "");
  const tags: string[] = [];
  const classIds: string[] = [];
  let classCss = "";
  const system = systemStylesName();
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== "string") continue;
    const isClass = cache.registered[`${key}-${id}`] !== undefined;
    if (!isClass) {
      tags.push(tag(`${key}-global`, id, rules, nonce, id === system ? ` ${SYSTEM_STYLES_ATTRIBUTE}` : ""));
    } else if (used.has(id)) {
      classIds.push(id);
      classCss += rules;
    }
  }
  tags.push(tag(key, classIds.join(" "), classCss, nonce));
  return tags.join("");
}

function tag(dataKey: string, ids: string, rules: string, nonce: string, attributes = "") {
  return `<style data-emotion="${dataKey} ${ids}" nonce="${nonce}"${attributes}>${rules}</style>`;
}

let systemStyles: string | undefined;

/**
 * The name Emotion gives the design system's page-wide styles (what Chakra's provider hands its
 * `<Global>`), so their tag can be marked for the browser to adopt (ui/src/theme.ts).
 */
function systemStylesName(): string {
  systemStyles ??= css(designSystem()._global).name;
  return systemStyles;
}
