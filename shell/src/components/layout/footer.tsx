import { PAGE_END_ID, serviceToday } from "@chauffeur/contract";
import { Box, Container, HStack, Link, RouterLink, SimpleGrid, Stack, Static, Text } from "@chauffeur/ui";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { LuClock, LuMail, LuMapPin, LuPhone } from "react-icons/lu";
import { useSite } from "../../config/site-config";
import { Island } from "../../islands/island";
import { SocialLinks } from "../social-links";
import { Logo } from "./logo";

const QUICK_LINKS = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/fleet", label: "Our Fleet" },
  { to: "/services", label: "Services" },
  { to: "/testimonials", label: "Reviews" },
  { to: "/contact", label: "Contact Us" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/cookies", label: "Cookie Policy" },
];

const SERVICE_LINKS = ["Airport Transfer", "Wedding Service", "Corporate Service", "City Tours"];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="4">
      <Text as="h2" fontFamily="heading" fontSize="lg" color="gold.300">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

const linkStyle = { color: "whiteAlpha.800", _hover: { color: "gold.200" } } as const;

const FloatingActions = lazy(() =>
  import("./floating-actions").then((m) => ({ default: m.FloatingActions })),
);

/** The events that mean a visitor is using the page (the floating buttons are of no use before). */
const FIRST_USE = ["scroll", "pointerdown", "pointermove", "keydown", "touchstart"] as const;

/**
 * The scroll-to-top and chat buttons, loaded on the visitor's first scroll, touch, pointer move or key:
 * hidden until then anyway (the first render cannot know what lies under them), they are no part of
 * what a phone downloads and runs before the page is usable.
 */
function FloatingActionsOnFirstUse() {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const use = () => setUsed(true);
    for (const name of FIRST_USE) window.addEventListener(name, use, { once: true, passive: true });
    return () => {
      for (const name of FIRST_USE) window.removeEventListener(name, use);
    };
  }, []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <FloatingActions />
    </Suspense>
  );
}

/**
 * The service's year (New York), the same on the server and in the browser. A component of its own so
 * that only a render of the footer's Static part asks for it: the first time-zone formatter a page
 * creates costs a phone tens of milliseconds, and a hydrated page never renders it.
 */
function ServiceYear() {
  return <>{serviceToday().slice(0, 4)}</>;
}

export function Footer() {
  const site = useSite();

  return (
    <Box as="footer" id={PAGE_END_ID} bg="ink.900" color="whiteAlpha.900" pt="16" pb="8" mt="auto">
      {/* Links and text only: kept as the server wrote them (the floating buttons below are alive). */}
      <Static>
        <Container maxW="7xl">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
            <Column title="About">
              <Logo />
              <Text color="whiteAlpha.700" fontSize="sm">
                Chauffeured travel with discretion and punctuality since 2008. Airport transfers, weddings,
                corporate travel and city tours, from Boston to anywhere in the USA.
              </Text>
              <SocialLinks />
            </Column>
            <Column title="Quick Links">
              <Stack as="ul" gap="2" fontSize="sm" listStyleType="none">
                {QUICK_LINKS.map((l) => (
                  <li key={l.to}>
                    <Link asChild {...linkStyle}>
                      <RouterLink to={l.to}>{l.label}</RouterLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            </Column>
            <Column title="Services">
              <Stack as="ul" gap="2" fontSize="sm" listStyleType="none">
                {SERVICE_LINKS.map((s) => (
                  <li key={s}>
                    <Link asChild {...linkStyle}>
                      <RouterLink to="/services">{s}</RouterLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            </Column>
            <Column title="Contact Info">
              <Stack gap="3" fontSize="sm">
                <Link href={`tel:${site.phoneHref}`} {...linkStyle}>
                  <LuPhone aria-hidden /> {site.phone}
                </Link>
                <Link href={`mailto:${site.email}`} {...linkStyle}>
                  <LuMail aria-hidden /> {site.email}
                </Link>
                <HStack color="whiteAlpha.800">
                  <LuMapPin aria-hidden /> <Text>{site.serviceArea}</Text>
                </HStack>
                <HStack color="whiteAlpha.800">
                  <LuClock aria-hidden /> <Text>{site.hours}</Text>
                </HStack>
              </Stack>
            </Column>
          </SimpleGrid>
          <Box borderTopWidth="1px" borderColor="whiteAlpha.200" mt="12" pt="6" textAlign="center">
            <Text fontSize="sm" color="whiteAlpha.700">
              © <ServiceYear /> {site.name}. All rights reserved.
            </Text>
          </Box>
        </Container>
      </Static>
      <Island name="floating-actions" wake="first-use">
        <FloatingActionsOnFirstUse />
      </Island>
    </Box>
  );
}
