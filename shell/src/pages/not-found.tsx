import { Button, Container, Heading, HStack, Link, RouterLink, Stack, Static, Text } from "@chauffeur/ui";
import { LuPhone } from "react-icons/lu";
import { useSite } from "../config/site-config";
import { useHttpStatus, usePageMeta } from "../lib/page-meta";

const ONWARD = [
  { to: "/fleet", label: "Our fleet" },
  { to: "/services", label: "Our services" },
  { to: "/manage-booking", label: "Manage my booking" },
  { to: "/contact", label: "Contact us" },
];

/** Any unknown address (answered with status 404): says so, and offers the ways on. */
export default function Page() {
  usePageMeta("Page not found", "The page you asked for does not exist.");
  useHttpStatus(404);
  const site = useSite();
  return (
    <Static>
      <Container maxW="4xl" py={{ base: "12", md: "20" }}>
        <Stack gap="6">
          <Heading as="h1" size="3xl" fontFamily="heading">
            Page not found
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            The page you asked for does not exist. It may have moved, or the address may have a typo.
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="gold" size="lg">
              <RouterLink to="/booking">Book a ride</RouterLink>
            </Button>
            <Button asChild variant="outline" size="lg">
              <RouterLink to="/">Go to the home page</RouterLink>
            </Button>
          </HStack>
          <Stack as="nav" aria-label="Other pages" gap="2">
            {ONWARD.map((l) => (
              <Link key={l.to} asChild color="gold.fg" fontWeight="medium">
                <RouterLink to={l.to}>{l.label}</RouterLink>
              </Link>
            ))}
            <Link href={`tel:${site.phoneHref}`} color="gold.fg" fontWeight="medium">
              <LuPhone aria-hidden /> Call us at {site.phone}
            </Link>
          </Stack>
        </Stack>
      </Container>
    </Static>
  );
}
