// Types of react-renderers.mjs for the TypeScript tests.
import type { Page } from "playwright-core";
export function countReactRenderers(): void;
export function reactRenderers(page: Page): Promise<number>;
export const REACT_CORE: RegExp;
export function watchOwnReact(page: Page, folder: string): () => Promise<string[]>;
