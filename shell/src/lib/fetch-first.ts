/**
 * The attribute that asks the browser for a picture before the rest (`fetchpriority="high"`): the page's
 * largest paint, which would otherwise wait behind the scripts. Written in lower case because React 18
 * does not know the camel-cased prop (it arrived in React 19) and warns about it, while it passes a
 * lower-case attribute through as it is (docs/decisions/012). The Worker preloads these pictures
 * (`shell/src/server/render-page.tsx`).
 */
export function fetchFirst(first = true): { fetchpriority?: "high" } {
  return first ? { fetchpriority: "high" } : {};
}

/**
 * The attribute for the other pictures of the first screen (`fetchpriority="low"`): an uploaded photo
 * beside the largest paint (the fleet's second and third cards) is tens of kilobytes each, which a
 * phone would otherwise fetch alongside, and as urgently as, the picture it measures the page by.
 */
export function fetchLater(): { fetchpriority: "low" } {
  return { fetchpriority: "low" };
}
