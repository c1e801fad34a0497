import { Box, IconButton, RouterLink, Stack, useLocation } from "@chauffeur/ui";
import { useEffect, useRef, useState } from "react";
import { LuCarFront, LuTicket, LuUserRound } from "react-icons/lu";

const LINKS = [
  { to: "/account", label: "Your Account", icon: LuUserRound },
  { to: "/manage-booking", label: "Manage My Booking", icon: LuTicket },
  { to: "/driver", label: "Chauffeur Sign-In", icon: LuCarFront },
] as const;

/** Fixed, not `useId`: the header hydrates as an island of its own on some pages (see header.tsx). */
const id = "account-menu";

/**
 * The header's person icon: where a customer finds their booking and a chauffeur signs in. A disclosure
 * of two links (the navigation pattern), not an ARIA menu: it costs the shared bundle nothing.
 * Escape, a click outside and a new page close it.
 */
export function AccountMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A new page closes it.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <Box position="relative" ref={root}>
      <IconButton
        ref={trigger}
        variant="ghost"
        color="whiteAlpha.900"
        _hover={{ bg: "whiteAlpha.200" }}
        size="sm"
        aria-label="Your booking and chauffeur sign-in"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <LuUserRound />
      </IconButton>
      <Stack
        id={id}
        hidden={!open}
        position="absolute"
        insetEnd="0"
        top="calc(100% + 8px)"
        minW="52"
        gap="0"
        p="1"
        bg="bg.panel"
        color="fg"
        borderRadius="md"
        boxShadow="lg"
        zIndex="dropdown"
      >
        {LINKS.map(({ to, label, icon: Icon }) => (
          <RouterLink key={to} to={to}>
            <Box
              as="span"
              display="flex"
              alignItems="center"
              gap="2"
              px="3"
              py="2"
              borderRadius="sm"
              fontSize="sm"
              _hover={{ bg: "bg.muted" }}
            >
              <Icon aria-hidden /> {label}
            </Box>
          </RouterLink>
        ))}
      </Stack>
    </Box>
  );
}
