/**
 * An e-mail's HTML made fit for a sandboxed `<iframe srcdoc>` under the console's Content-Security-Policy,
 * looking the same. A srcdoc document inherits the page's policy, which allows style elements carrying the
 * page's nonce and no `style="…"` attribute (docs/decisions/007). E-mails are styled inline, as mail
 * programs need; so each element's inline style becomes a rule for that element in one style element with
 * the nonce, and the e-mail's own style elements get the nonce. Nothing runs: the frame allows no script.
 *
 * Done on the text, not in a DOM: Chrome checks a parsed document's style attributes against the page's
 * policy even in a DOMParser document, and reports each. The HTML is the Worker's (React's renderer): every
 * attribute double-quoted, a `"` inside one written `&quot;`, so `style="…"` is found whole.
 */
const STYLE_ATTRIBUTE = /(<[a-zA-Z][^<>]*?)\sstyle="([^"]*)"/g;

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};
const decode = (value: string) => value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e);

export function emailPreviewDocument(html: string, nonce: string | undefined): string {
  const rules: string[] = [];
  const nonceAttribute = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, "")}"` : "";
  const body = html
    .replace(STYLE_ATTRIBUTE, (_, start: string, value: string) => {
      const declarations = decode(value);
      // A value that could end the rule, or the style element, is not kept.
      if (/[{}<]/.test(declarations)) return start;
      rules.push(`[data-inline-style="${rules.length}"]{${declarations}}`);
      return `${start} data-inline-style="${rules.length - 1}"`;
    })
    .replace(/<style(?=[\s>])/g, `<style${nonceAttribute}`);
  // First in the head: the e-mail's own rules (dark mode, with !important) still win over these, as they
  // win over inline styles in a mail program.
  const sheet = `<style${nonceAttribute}>${rules.join("\n")}</style>`;
  return /<head[^>]*>/.test(body)
    ? body.replace(/<head[^>]*>/, (head) => `${head}${sheet}`)
    : `${sheet}${body}`;
}
