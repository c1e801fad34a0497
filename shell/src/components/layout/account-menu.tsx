import { IconButton, Menu, Portal, RouterLink } from "@chauffeur/ui";
import { LuCarFront, LuTicket, LuUserRound } from "react-icons/lu";

/** The header's person icon: where a customer finds their booking and a chauffeur signs in. */
export function AccountMenu() {
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          color="whiteAlpha.900"
          _hover={{ bg: "whiteAlpha.200" }}
          size="sm"
          aria-label="Your booking and chauffeur sign-in"
        >
          <LuUserRound />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            <Menu.Item value="manage-booking" asChild>
              <RouterLink to="/manage-booking">
                <LuTicket aria-hidden /> Manage My Booking
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="driver" asChild>
              <RouterLink to="/driver">
                <LuCarFront aria-hidden /> Chauffeur Sign-In
              </RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
