import { adoptServerHtml, BrowserRouter, Route, Routes, Static, serverHtmlAdopted } from "@chauffeur/ui";
import { StaticRouter } from "@chauffeur/ui/server";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

// React Testing Library is not used here: tell React the tests drive it with act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A page whose static part says `words` and links to /fleet, and a route that shows where we are; on the
 * server under a router fixed on "/", as the Worker renders it (render-page.tsx).
 */
function Site({ words, server = false }: { words: string; server?: boolean }) {
  const page = (
    <>
      <Static>
        <p>
          {words} <a href="/fleet">See the fleet</a> <a href="tel:+16175550142">Call</a>
        </p>
      </Static>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route
          path="/fleet"
          element={
            <Static>
              <h1>Fleet page, rendered in the browser</h1>
            </Static>
          }
        />
      </Routes>
    </>
  );
  return server ? <StaticRouter location="/">{page}</StaticRouter> : <BrowserRouter>{page}</BrowserRouter>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

/** The server's HTML in the page, then hydrated as main.tsx does it. */
function hydrate(serverWords: string, browserWords: string) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Site words={serverWords} server />);
  document.body.append(container);
  const onRecoverableError = vi.fn();
  adoptServerHtml();
  act(() => {
    root = hydrateRoot(container, <Site words={browserWords} />, { onRecoverableError });
  });
  serverHtmlAdopted();
  return { container, onRecoverableError };
}

describe("Static parts of a server-rendered page", () => {
  it("keep the server's HTML on hydration: React neither re-renders nor replaces them", () => {
    // Different words in the browser's render: had React rendered the part, it would show them (or
    // throw a hydration mismatch).
    const { container, onRecoverableError } = hydrate("From the server.", "From the browser.");
    expect(container.textContent).toContain("From the server.");
    expect(container.textContent).not.toContain("From the browser.");
    expect(container.querySelector("[data-static] a[href='/fleet']")).not.toBeNull();
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it("hand a click on one of their links to the router, and mount later parts with their children", () => {
    const { container } = hydrate("Welcome.", "Welcome.");
    const link = container.querySelector<HTMLAnchorElement>("a[href='/fleet']");
    if (!link) throw new Error("no link");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(click);
    });
    // The router took it: no document load, the new route rendered in place, and the Static part it
    // mounted after the first hydration rendered its children.
    expect(click.defaultPrevented).toBe(true);
    expect(window.location.pathname).toBe("/fleet");
    expect(container.querySelector("h1")?.textContent).toBe("Fleet page, rendered in the browser");
  });

  it("leave other links to the browser: another scheme, a modifier key", () => {
    const { container } = hydrate("Welcome.", "Welcome.");
    const tel = container.querySelector<HTMLAnchorElement>("a[href^='tel:']");
    const fleet = container.querySelector<HTMLAnchorElement>("a[href='/fleet']");
    if (!tel || !fleet) throw new Error("no links");
    const telClick = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    const newTab = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    // happy-dom would follow the links: stop them after React's handler has seen them.
    const stop = (e: Event) => e.preventDefault();
    act(() => {
      tel.addEventListener("click", stop);
      fleet.addEventListener("click", stop);
      tel.dispatchEvent(telClick);
      fleet.dispatchEvent(newTab);
    });
    expect(window.location.pathname).toBe("/");
    expect(container.querySelector("h1")?.textContent).toBe("Home");
  });
});
