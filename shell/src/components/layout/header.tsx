import {
  Box,
  Button,
  Container,
  Flex,
  HStack,
  IconButton,
  Link,
  NavLink,
  RouterLink,
  Stack,
  useLocation,
} from "@chauffeur/ui";
import { useEffect, useRef, useState } from "react";
import { LuCarFront, LuMenu, LuMessageCircle, LuPhone, LuTicket, LuX } from "react-icons/lu";
import { useSite } from "../../config/site-config";
import { AccountMenu } from "./account-menu";
import { Logo } from "./logo";
import { NAV_LINKS } from "./nav-links";

/**
 * The small-screen menu's id: fixed, not `useId`, because the header hydrates as an island of its own
 * on some pages (docs/decisions/028), where an id drawn from the tree's shape would differ from the
 * server's. A page has one header.
 */
const menuId = "site-menu";

export const HEADER_HEIGHT = { base: "64px", lg: "76px" };

/** Beside the five links, the small-screen menu offers what the desktop header's icons do. */
const MENU_EXTRAS = [
  { to: "/manage-booking", label: "Manage My Booking", icon: LuTicket },
  { to: "/driver", label: "Chauffeur Sign-In", icon: LuCarFront },
] as const;

function NavItem({ to, label, onClick }: { to: string; label: string; onClick?: () => void }) {
  return (
    <NavLink to={to} onClick={onClick}>
      {({ isActive }) => (
        <Box
          as="span"
          display="block"
          px="3"
          py="2"
          borderRadius="md"
          fontWeight="medium"
          color={isActive ? "gold.300" : "whiteAlpha.900"}
          borderBottomWidth="2px"
          borderColor={isActive ? "gold.400" : "transparent"}
          _hover={{ color: "gold.200" }}
          aria-current={isActive ? "page" : undefined}
        >
          {label}
        </Box>
      )}
    </NavLink>
  );
}

export function Header() {
  const site = useSite();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A new page closes the mobile menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);
  // Escape closes it and gives the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg="ink.900/95"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
      borderColor="whiteAlpha.200"
    >
      <Container
        maxW="7xl"
        h={HEADER_HEIGHT}
        as={Flex}
        alignItems="center"
        justifyContent="space-between"
        gap="4"
      >
        <Logo />
        <HStack as="nav" aria-label="Main" gap="1" display={{ base: "none", lg: "flex" }}>
          {NAV_LINKS.map((l) => (
            <NavItem key={l.to} {...l} />
          ))}
        </HStack>
        <HStack gap="2" display={{ base: "none", lg: "flex" }}>
          <AccountMenu />
          <Link
            href={`tel:${site.phoneHref}`}
            color="whiteAlpha.900"
            fontWeight="medium"
            px="2"
            _hover={{ color: "gold.200" }}
          >
            <LuPhone aria-hidden /> {site.phone}
          </Link>
          <IconButton
            asChild
            variant="ghost"
            color="whiteAlpha.900"
            _hover={{ bg: "whiteAlpha.200" }}
            size="sm"
          >
            <a
              href={site.chatUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Chat with us (opens in a new tab)"
            >
              <LuMessageCircle />
            </a>
          </IconButton>
          <Button asChild colorPalette="gold" size="sm" fontWeight="semibold">
            <RouterLink to="/booking">Book Now</RouterLink>
          </Button>
        </HStack>
        <IconButton
          ref={toggle}
          display={{ base: "inline-flex", lg: "none" }}
          variant={menuOpen ? "outline" : "ghost"}
          color="white"
          borderColor={menuOpen ? "whiteAlpha.500" : "transparent"}
          _hover={{ bg: "whiteAlpha.200" }}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <LuX /> : <LuMenu />}
        </IconButton>
      </Container>
      <Box
        id={menuId}
        display={{ base: menuOpen ? "block" : "none", lg: "none" }}
        borderTopWidth="1px"
        borderColor="whiteAlpha.200"
      >
        <Stack
          as="nav"
          aria-label="Mobile"
          gap="0"
          px="4"
          pt="3"
          pb="5"
          maxH="calc(100dvh - 64px)"
          overflowY="auto"
        >
          {NAV_LINKS.map((l) => (
            <NavItem key={l.to} {...l} onClick={() => setMenuOpen(false)} />
          ))}
          <Stack gap="1" mt="3" pt="3" borderTopWidth="1px" borderColor="whiteAlpha.200">
            {MENU_EXTRAS.map(({ to, label, icon: Icon }) => (
              <RouterLink key={to} to={to} onClick={() => setMenuOpen(false)}>
                <HStack as="span" px="3" py="2" color="whiteAlpha.900" _hover={{ color: "gold.200" }}>
                  <Icon aria-hidden /> {label}
                </HStack>
              </RouterLink>
            ))}
            <Link
              href={`tel:${site.phoneHref}`}
              px="3"
              py="2"
              color="whiteAlpha.900"
              _hover={{ color: "gold.200" }}
            >
              <LuPhone aria-hidden /> {site.phone}
            </Link>
          </Stack>
          <Button asChild colorPalette="gold" size="lg" mt="4" fontWeight="semibold">
            <RouterLink to="/booking" onClick={() => setMenuOpen(false)}>
              Book Now
            </RouterLink>
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
