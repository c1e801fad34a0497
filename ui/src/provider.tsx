import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { QueryProvider } from "./query";
import { system } from "./theme";
import { AppToaster } from "./toaster";

/** Wraps an app (the shell, or a micro-frontend run on its own) in the design system and the server-state cache. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <ChakraProvider value={system}>
        {children}
        <AppToaster />
      </ChakraProvider>
    </QueryProvider>
  );
}
