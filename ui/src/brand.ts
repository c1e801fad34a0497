/**
 * The brand's own colours and type, as plain values: the theme turns them into tokens (theme.ts), and
 * the Worker's e-mails, which no design system reaches, paint with the same ones.
 */
export const BRAND_COLORS = {
  gold: {
    50: "#fbf7ec",
    100: "#f4e9c8",
    200: "#ead49a",
    300: "#dfbd6b",
    400: "#d4a94a",
    500: "#b8892f",
    600: "#8f6923",
    700: "#6b4e1b",
    800: "#4a3613",
    900: "#2c200b",
    950: "#1a1307",
  },
  ink: { 700: "#23252b", 800: "#17181c", 900: "#0e0f12" },
} as const;

/** The headings' face and the body's: the device's own interface font, nothing to download. */
export const BRAND_FONTS = {
  heading: "'Playfair Display', 'Playfair Display Fallback', Georgia, serif",
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;
