import { BRAND_COLORS, BRAND_FONTS } from "@chauffeur/ui/brand";

const { gold, ink } = BRAND_COLORS;

/** The e-mails' colours, from the site's theme: a light letter on a warm page, and its dark twin. */
export const PALETTE = {
  page: "#f4f1ea",
  card: "#ffffff",
  text: ink[800],
  muted: "#55585f",
  rule: "#e4dfd3",
  link: gold[700],
  band: ink[900],
  accent: gold[400],
  onAccent: ink[900],
  dark: {
    page: ink[900],
    card: ink[800],
    text: "#ececee",
    muted: "#a9abb3",
    rule: ink[700],
    link: gold[300],
  },
} as const;

export const FONTS = BRAND_FONTS;

/**
 * Dark mode for the mail programs that honour it (Apple Mail, iOS, Outlook on the Mac and the web): the
 * classes below repaint the letter; inline styles stay for the rest. `!important` beats the inline ones.
 */
export const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .em-page, .em-page > table > tbody > tr > td { background-color: ${PALETTE.dark.page} !important; }
  .em-card { background-color: ${PALETTE.dark.card} !important; color: ${PALETTE.dark.text} !important; }
  .em-text { color: ${PALETTE.dark.text} !important; }
  .em-muted { color: ${PALETTE.dark.muted} !important; }
  .em-link { color: ${PALETTE.dark.link} !important; }
  .em-rule { border-color: ${PALETTE.dark.rule} !important; }
}
`;
