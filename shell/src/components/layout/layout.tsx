import { Box, Flex, Outlet, serverHtmlAdopted, useLocation } from "@chauffeur/ui";
import { useEffect } from "react";
import { ISLAND_PAGES, pageOf } from "../../app/pages";
import { isRemotePath } from "../../config/paths";
import { Island } from "../../islands/island";
import { Footer } from "./footer";
import { HEADER_HEIGHT, Header } from "./header";
import { OpsHeader, opsAreaOf } from "./ops-header";

export function Layout() {
  const { pathname } = useLocation();
  // Marks the page interactive: the server's HTML is hydrated (the end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // Static parts that mount from now on render in the browser (a client-side navigation).
    serverHtmlAdopted();
  }, []);
  // Each new page starts at the top.
  useEffect(() => {
    // scrollTo returns a promise in new browsers; an effect must return nothing.
    window.scrollTo(0, 0);
  }, [pathname]);
  const ops = opsAreaOf(pathname);
  const page = pageOf(pathname, isRemotePath);
  // Read once by the browser's entry (main.tsx): this page wakes islands instead of hydrating.
  const islands = page !== "remote" && ISLAND_PAGES.has(page);
  return (
    <Flex
      direction="column"
      minH="100dvh"
      data-layout={ops ? "ops" : "site"}
      data-islands={islands ? "" : undefined}
    >
      <Box
        asChild
        position="absolute"
        left="-9999px"
        _focus={{
          left: "4",
          top: "4",
          zIndex: "skipLink",
          bg: "gold.400",
          color: "ink.900",
          px: "4",
          py: "2",
          borderRadius: "md",
        }}
      >
        <a href="#main">Skip to content</a>
      </Box>
      {ops ? (
        <OpsHeader area={ops} />
      ) : (
        <Island name="header" wake="interaction">
          <Header />
        </Island>
      )}
      {/* At least a screen tall, so the footer never shows (and jumps) while a page loads. */}
      <Box
        as="main"
        id="main"
        flex="1"
        minH={ops ? undefined : "100dvh"}
        pt={ops ? undefined : HEADER_HEIGHT}
        tabIndex={-1}
        outline="none"
      >
        <Outlet />
      </Box>
      {/* The console and the chauffeur's app are tools: no marketing footer under them. */}
      {!ops && <Footer />}
    </Flex>
  );
}
