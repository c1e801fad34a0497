import { Container, HStack, Link, Text } from "@chauffeur/ui";
import { useContext, useEffect } from "react";
import { LuPhone } from "react-icons/lu";
import { useSite } from "../../config/site-config";
import { PageHeadContext } from "../../lib/page-meta";
import { Logo } from "./logo";

/** The two working areas: the dispatcher's console and the chauffeur's app. */
export type OpsArea = "Dispatch" | "Chauffeur app";

/** The working area of a path, or null for the public site. */
export function opsAreaOf(pathname: string): OpsArea | null {
  if (/^\/admin(\/|$)/.test(pathname)) return "Dispatch";
  if (/^\/driver(\/|$)/.test(pathname)) return "Chauffeur app";
  return null;
}

/** "Dispatch · Beacon Chauffeur", in the server's HTML and in the browser. */
function useOpsTitle(area: OpsArea) {
  const site = useSite();
  const title = `${area} · ${site.name}`;
  const head = useContext(PageHeadContext);
  if (head) head.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The compact header of the console and the chauffeur's app: the company and the area, and the office's
 * phone for a chauffeur on the road; no marketing links, no Book Now. Who is signed in, and signing
 * out, are the micro-frontend's own (it holds the session).
 */
export function OpsHeader({ area }: { area: OpsArea }) {
  const site = useSite();
  useOpsTitle(area);
  return (
    <HStack as="header" bg="ink.900" color="white" h="14" flexShrink="0" data-testid="ops-header">
      <Container maxW="7xl" px={{ base: "4", md: "6" }}>
        <HStack justify="space-between" gap="3">
          <HStack gap="3" minW="0" whiteSpace="nowrap">
            <Logo compact />
            <Text
              as="span"
              fontSize="sm"
              fontWeight="semibold"
              color="gold.300"
              borderLeftWidth="1px"
              borderColor="whiteAlpha.400"
              pl="3"
            >
              {area}
            </Text>
          </HStack>
          {area === "Chauffeur app" && (
            <Link
              href={`tel:${site.phoneHref}`}
              aria-label={`Call the office, ${site.phone}`}
              color="whiteAlpha.900"
              fontSize="sm"
              minH="12"
              minW="12"
              justifyContent="center"
            >
              <LuPhone aria-hidden />
              <Text as="span" display={{ base: "none", sm: "inline" }}>
                Office
              </Text>
            </Link>
          )}
        </HStack>
      </Container>
    </HStack>
  );
}
