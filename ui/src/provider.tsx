import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { system } from "./theme";
import { AppToaster } from "./toaster";

/** Wraps an app (the shell, or a micro-frontend run on its own) in the design system. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <AppToaster />
    </ChakraProvider>
  );
}
