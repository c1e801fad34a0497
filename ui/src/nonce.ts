/**
 * The page's Content-Security-Policy nonce, which the Worker writes on a `<meta property="csp-nonce">`
 * of every page: a style element the page creates needs it. Browsers hide the attribute once the page
 * is parsed, but keep the `nonce` property.
 */
export function cspNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}
