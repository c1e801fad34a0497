import type { SiteInfo } from "@chauffeur/contract";
import { Alert, Box, Container, Heading, Link, Spinner, Stack } from "@chauffeur/ui";
import { type ReactNode, useEffect, useState } from "react";
import { ApiError } from "../lib/api-client";

/** What a private link's page has loaded: still loading, refused (in the server's words), or its view. */
export type LinkView<T> =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; view: T };

/**
 * Loads what a private link names (a payment, a ride to rate): `load` is null when the link carries no
 * usable token, which reads `invalid`; so does a failure that is not the API's own words.
 */
export function useLinkView<T>(key: string | null, load: (() => Promise<T>) | null, invalid: string) {
  const [loaded, setLoaded] = useState<LinkView<T>>({ status: "loading" });
  // Loaded again when the link changes (`key`), not when the page re-renders a new `load` closure.
  useEffect(() => {
    if (!load) {
      setLoaded({ status: "failed", message: invalid });
      return;
    }
    load().then(
      (view) => setLoaded({ status: "ready", view }),
      (e) => setLoaded({ status: "failed", message: e instanceof ApiError ? e.message : invalid }),
    );
  }, [key]);
  return [loaded, setLoaded] as const;
}

/**
 * The page a private link opens (/pay, /rate): its title, a spinner while it loads, the refusal with the
 * phone number, or `children` with what it loaded.
 */
export function LinkPageFrame<T>({
  site,
  title,
  documentTitle = title,
  loadingLabel,
  loaded,
  children,
}: {
  site: SiteInfo;
  title: string;
  /** The tab's title before the site's name, when it is not the heading. */
  documentTitle?: string;
  /** What the spinner says it is loading ("Loading your ride"). */
  loadingLabel: string;
  loaded: LinkView<T>;
  children: (view: T) => ReactNode;
}) {
  useEffect(() => {
    document.title = `${documentTitle} | ${site.name}`;
  }, [documentTitle, site.name]);
  return (
    <Container maxW="2xl" py={{ base: "8", md: "14" }} px="4">
      <Stack gap="6">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} fontFamily="heading" textAlign="center">
          {title}
        </Heading>
        {loaded.status === "loading" && (
          <Box textAlign="center" role="status" aria-label={loadingLabel}>
            <Spinner color="gold.500" size="lg" />
          </Box>
        )}
        {loaded.status === "failed" && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{loaded.message}</Alert.Title>
              <Alert.Description>
                Questions? Call us at{" "}
                <Link href={`tel:${site.phoneHref}`} color="gold.700">
                  {site.phone}
                </Link>
                .
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {loaded.status === "ready" && children(loaded.view)}
      </Stack>
    </Container>
  );
}
