import type { AdminSession, ConsoleTab, RemoteAppProps } from "@chauffeur/contract";
import { Badge, Button, Container, Heading, HStack, Stack, Text } from "@chauffeur/ui";
import { Tabs } from "@chauffeur/ui/widgets";
import { type ReactNode, useState } from "react";
import { ExceptionsPanel, ExceptionsTabLabel } from "../features/alerts/components/exceptions-panel";
import { AuditPanel } from "../features/audit/components/audit-panel";
import { useMe } from "../features/auth/api/me";
import { logout, signOutEverywhere } from "../features/auth/api/session";
import { BillingPanel } from "../features/billing/components/billing-panel";
import { BoardPanel } from "../features/bookings/components/board-panel";
import { BookingDrawer } from "../features/bookings/components/booking-drawer";
import { BookingsTable } from "../features/bookings/components/bookings-table";
import { DayPlanPanel } from "../features/bookings/components/day-plan-panel";
import { DriversTable } from "../features/drivers/components/drivers-table";
import { FleetPanel } from "../features/fleet/components/fleet-panel";
import { MessagesPanel } from "../features/messages/components/messages-panel";
import { OutboxPanel } from "../features/messages/components/outbox-panel";
import { RatingsSection } from "../features/pay-ratings/components/ratings-section";
import { StatementsSection } from "../features/pay-ratings/components/statements-section";
import { PhoneBookingPanel } from "../features/phone-booking/components/phone-booking-panel";
import { PricingPanel } from "../features/pricing/components/pricing-panel";
import { ReleasesPanel } from "../features/releases/components/releases-panel";
import { SettingsPanel } from "../features/settings/components/settings-panel";
import { StaffPanel } from "../features/staff/components/staff-panel";
import { StatsCards } from "../features/stats/components/stats-cards";
import { useAdminChanged } from "../lib/admin-query";
import { ROLE_LABELS, StaffProvider, tabsFor } from "../lib/staff";

interface Props extends RemoteAppProps {
  session: AdminSession;
  onSignOut: () => void;
}

const TAB_LABELS: Record<ConsoleTab, ReactNode> = {
  bookings: "Bookings",
  "phone-booking": "Book a caller",
  board: "Next 24 hours",
  exceptions: <ExceptionsTabLabel />,
  "day-plan": "Day plan",
  drivers: "Drivers",
  messages: "Messages & quotes",
  ratings: "Ratings",
  pay: "Pay",
  releases: "Releases",
  pricing: "Prices",
  fleet: "Fleet & pages",
  settings: "Policies",
  staff: "Staff",
  audit: "Audit log",
  billing: "Companies & invoices",
};

/** What a link from a message opens: `/admin?booking=<id>` a booking, `/admin?tab=<tab>` a tab. */
const linked = (name: string) =>
  typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get(name);

/** The console: the tabs the person's role may use (the server refuses the rest with 403 anyway). */
export function Dashboard({ site, session, onSignOut }: Props) {
  const [openId, setOpenId] = useState<string | null>(() => linked("booking"));
  // After every action every list and count reloads in place (the queries under the admin key).
  const changed = useAdminChanged();
  const { data: me } = useMe(session.token);
  // The role as it is now (an owner may have changed it since the sign-in).
  const role = me?.role ?? session.role;
  const staff = {
    id: session.id,
    name: me?.name ?? session.name,
    role,
    refundLimitCents: me ? me.refundLimitCents : role === "dispatcher" ? 0 : null,
  };
  const tabs = tabsFor(role);
  const panels: Record<ConsoleTab, ReactNode> = {
    bookings: <BookingsTable onOpen={setOpenId} />,
    "phone-booking": <PhoneBookingPanel onOpen={setOpenId} onChanged={changed} />,
    board: <BoardPanel onOpen={setOpenId} />,
    exceptions: <ExceptionsPanel onOpen={setOpenId} />,
    "day-plan": <DayPlanPanel onOpen={setOpenId} />,
    drivers: <DriversTable onChanged={changed} />,
    messages: (
      <Stack gap="10">
        <MessagesPanel onChanged={changed} />
        <OutboxPanel />
      </Stack>
    ),
    ratings: <RatingsSection onOpen={setOpenId} />,
    pay: <StatementsSection onChanged={changed} />,
    releases: <ReleasesPanel onChanged={changed} />,
    pricing: <PricingPanel onChanged={changed} />,
    fleet: <FleetPanel onChanged={changed} />,
    settings: <SettingsPanel onChanged={changed} />,
    staff: <StaffPanel onChanged={changed} />,
    audit: <AuditPanel onOpen={setOpenId} />,
    billing: <BillingPanel onChanged={changed} />,
  };
  const leave = (call: () => Promise<unknown>) => () => void call().finally(() => onSignOut());

  return (
    <StaffProvider staff={staff}>
      <Container maxW="7xl" py={{ base: "6", md: "10" }} px={{ base: "3", md: "6" }}>
        <Stack gap="6">
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <Stack gap="0">
              <Heading as="h1" size="2xl" fontFamily="heading">
                Admin Dashboard
              </Heading>
              <HStack gap="2" flexWrap="wrap">
                <Text color="fg.muted">
                  {site.name} · signed in as {session.username}
                </Text>
                <Badge colorPalette="gray" data-testid="staff-role">
                  {ROLE_LABELS[role]}
                </Badge>
              </HStack>
            </Stack>
            <HStack gap="2">
              <Button variant="ghost" size="sm" onClick={leave(signOutEverywhere)}>
                Sign out everywhere
              </Button>
              <Button variant="outline" onClick={leave(logout)}>
                Logout
              </Button>
            </HStack>
          </HStack>
          <StatsCards />
          <Tabs.Root defaultValue={tabs.find((t) => t === linked("tab")) ?? tabs[0]} variant="line" lazyMount>
            <Tabs.List flexWrap="wrap">
              {tabs.map((tab) => (
                <Tabs.Trigger key={tab} value={tab}>
                  {TAB_LABELS[tab]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Content key={tab} value={tab}>
                {panels[tab]}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Stack>
        <BookingDrawer id={openId} onClose={() => setOpenId(null)} onChanged={changed} />
      </Container>
    </StaffProvider>
  );
}
