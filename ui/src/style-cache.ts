import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * Emotion's style cache for a page. The key must stay "css": the server writes its styles in
 * `<style data-emotion="css ...">` tags, and a cache with the same key takes them over on hydration
 * instead of inserting them again. `nonce` lets the styles it adds later pass the page's CSP.
 */
export function createStyleCache(nonce?: string): EmotionCache {
  return createCache({ key: "css", ...(nonce ? { nonce } : {}) });
}
