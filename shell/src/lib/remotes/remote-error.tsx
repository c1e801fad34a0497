import type { RemoteName } from "@chauffeur/contract";
import { Button, Center, Heading, Link, Stack, Text } from "@chauffeur/ui";
import { LuRefreshCw, LuTriangleAlert } from "react-icons/lu";
import { useSite } from "../../config/site-config";
import { REMOTE_LABELS } from "./registry";

/** What a visitor sees when a micro-frontend cannot be loaded: the rest of the site keeps working. */
export function RemoteError({
  remote,
  version,
  onRetry,
  minHeight,
}: {
  remote: RemoteName;
  /** The version that failed, shown small for support. */
  version: string;
  onRetry: () => void;
  minHeight: string;
}) {
  const site = useSite();
  return (
    <Center minH={minHeight} px="6" py="12">
      <Stack
        role="alert"
        align="center"
        gap="4"
        maxW="md"
        textAlign="center"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="xl"
        p="8"
        shadow="sm"
      >
        <LuTriangleAlert size={36} color="var(--chakra-colors-gold-500)" aria-hidden />
        <Heading as="h2" size="lg">
          We couldn't load the {REMOTE_LABELS[remote]}
        </Heading>
        <Text color="fg.muted">
          Something interrupted the connection. Please try again; if it keeps happening, call us at{" "}
          <Link href={`tel:${site.phoneHref}`} color="gold.fg" fontWeight="semibold">
            {site.phone}
          </Link>{" "}
          and we will book for you.
        </Text>
        <Button colorPalette="gold" onClick={onRetry}>
          <LuRefreshCw aria-hidden /> Try again
        </Button>
        <Text textStyle="xs" color="fg.subtle" data-remote={remote} data-remote-version={version}>
          {REMOTE_LABELS[remote]} · version {version}
        </Text>
      </Stack>
    </Center>
  );
}
