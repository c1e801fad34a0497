// Types of chromium.mjs for the TypeScript end-to-end configuration.
export function ensureChromium(): string;
export function ensureTestBrowser(): string;
