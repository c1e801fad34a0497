import { ChakraProvider, Portal } from "@chakra-ui/react";
import { CacheProvider, type EmotionCache } from "@emotion/react";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { designSystem } from "./theme";
import { toaster } from "./toaster";

// The toasts' machine is not needed until there is a toast to show.
const AppToaster = lazy(() => import("./toaster-view").then((m) => ({ default: m.AppToaster })));

function Toasts() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toaster.getVisibleToasts().length > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Portal>
        <AppToaster />
      </Portal>
    </Suspense>
  );
}

/**
 * The design system without its page-wide styles: what every island but the first is given, so the
 * reset, the tokens and the layers are in the page once (Chakra's provider writes them with each copy).
 */
let withoutPageStyles: ReturnType<typeof designSystem> | undefined;
function islandSystem() {
  const system = designSystem();
  withoutPageStyles ??= Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  }) as typeof system;
  return withoutPageStyles;
}

/**
 * Wraps an app (the shell, or a micro-frontend run on its own) in the design system. The shell passes
 * the style cache it renders with (server) or hydrates (browser); without one Emotion makes its own.
 * `pageWide` (the default): this tree also owns what a page has once, the page-wide styles and the
 * toasts; a page of islands (shell/src/islands) gives it to its first island only.
 */
export function UiProvider({
  children,
  cache,
  pageWide = true,
}: {
  children: ReactNode;
  cache?: EmotionCache;
  pageWide?: boolean;
}) {
  const ui = (
    <ChakraProvider value={pageWide ? designSystem() : islandSystem()}>
      {children}
      {pageWide && <Toasts />}
    </ChakraProvider>
  );
  return cache ? <CacheProvider value={cache}>{ui}</CacheProvider> : ui;
}
