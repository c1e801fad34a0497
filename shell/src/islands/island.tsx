import type { ReactNode } from "react";
import type { IslandName, Wake } from "./kinds";

/**
 * Declares an island: a part of the page that responds to a person. Its element (`display: contents`)
 * is the root the island hydrates into on a page of islands (`islands/wake.ts`), alone, when `wake`
 * says; everything outside an island is never hydrated there. In the whole app (the micro-frontends'
 * pages, the Vite dev server) it is an element like any other. `children` must be what the island's
 * registered component renders with no props (`registry.ts`), or nothing for one that does not hydrate.
 * `every`: for `wake="turn"`, the ms after which its first turn is due. `wakeIfStored`: a session-storage
 * key; when this tab holds it, the island wakes as soon as the page is shown (it has something of this
 * visitor's to show, which the server could not render).
 */
export function Island({
  name,
  wake,
  every,
  wakeIfStored,
  children,
}: {
  name: IslandName;
  wake: Wake;
  every?: number;
  wakeIfStored?: string;
  children?: ReactNode;
}) {
  return (
    <div data-island={name} data-wake={wake} data-every={every} data-wake-if-stored={wakeIfStored}>
      {children}
    </div>
  );
}
