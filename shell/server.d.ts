// The Worker's view of the shell's server entry (src/server/render-page.tsx): the Worker type-checks
// without the DOM's types, so it reads this declaration instead of the shell's source. Both name the
// contract's RenderPage type, so they cannot drift apart.
import type { RenderPage } from "@chauffeur/contract";

export declare const renderPage: RenderPage;
