import type { MouseEvent, ReactNode } from "react";
import { useState } from "react";
import { useNavigate } from "react-router";

/**
 * Static: content with nothing to do in the browser (text, pictures, plain links) that a page the
 * Worker rendered keeps as it came. Hydrating it would only recompute its styles: on a phone that is
 * most of the main thread's work before the page answers a tap, for markup that is already right.
 *
 * - On the server, and whenever it mounts in the browser later (after a client-side navigation), it
 *   renders its children as any component does.
 * - During the first hydration of a Worker-rendered page (`adoptServerHtml()` before `hydrateRoot`),
 *   React adopts its element and leaves the server's children in place: an element whose content is
 *   `dangerouslySetInnerHTML` has no children for React to walk.
 * - Links inside still navigate in the page: a click on one is handed to the router.
 *
 * Its element takes no box of its own (`[data-static]` is `display: contents`, ui/src/theme.ts): the
 * layout is the children's.
 *
 * Put nothing here that holds state, listens to events or changes after the first paint: it would
 * never come alive on a server-rendered page.
 */
let adopting = false;

/** Called once, just before `hydrateRoot`: the Static parts of this render adopt the server's HTML. */
export function adoptServerHtml() {
  adopting = true;
}

/**
 * Whether the first hydration of a Worker-rendered page is under way: what renders now must render as
 * the server did, whatever the browser already knows (a micro-frontend it has loaded meanwhile).
 */
export function adoptingServerHtml() {
  return adopting;
}

/** Called once the first hydration committed: Static parts mounted from now on render their children. */
export function serverHtmlAdopted() {
  adopting = false;
}

/** A same-document link the router can take: left click, no modifier, no new tab, no download. */
function routerHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A jump within this page is the browser's to make.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function Static({ children }: { children: ReactNode }) {
  // Decided once, when this part mounts: adopted now means adopted for its whole life.
  const [adopted] = useState(() => adopting);
  const navigate = useNavigate();
  if (!adopted) {
    return <div data-static="">{children}</div>;
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the links inside are the interactive elements; this only routes their clicks (Enter on a link fires click too)
    <div
      data-static=""
      onClick={(event) => {
        const href = routerHref(event);
        if (href === null) return;
        event.preventDefault();
        navigate(href);
      }}
      suppressHydrationWarning
      // Empty: React keeps the server's children as they are.
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}
