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
 * Wraps an app (the shell, or a micro-frontend run on its own) in the design system. The shell passes
 * the style cache it renders with (server) or hydrates (browser); without one Emotion makes its own.
 */
export function UiProvider({ children, cache }: { children: ReactNode; cache?: EmotionCache }) {
  const ui = (
    <ChakraProvider value={designSystem()}>
      {children}
      <Toasts />
    </ChakraProvider>
  );
  return cache ? <CacheProvider value={cache}>{ui}</CacheProvider> : ui;
}
