import type { RemoteAppProps } from "@chauffeur/contract";
import { Button, Container, Heading, HStack, Stack, Text } from "@chauffeur/ui";
import { Tabs } from "@chauffeur/ui/widgets";
import { useState } from "react";
import { BillingPanel } from "../features/billing/components/billing-panel";
import { BoardPanel } from "../features/bookings/components/board-panel";
import { BookingDrawer } from "../features/bookings/components/booking-drawer";
import { BookingsTable } from "../features/bookings/components/bookings-table";
import { DayPlanPanel } from "../features/bookings/components/day-plan-panel";
import { DriversTable } from "../features/drivers/components/drivers-table";
import { MessagesPanel } from "../features/messages/components/messages-panel";
import { OutboxPanel } from "../features/messages/components/outbox-panel";
import { ReleasesPanel } from "../features/releases/components/releases-panel";
import { StatsCards } from "../features/stats/components/stats-cards";
import { useAdminChanged } from "../lib/admin-query";

interface Props extends RemoteAppProps {
  username: string;
  onLogout: () => void;
}

export function Dashboard({ site, username, onLogout }: Props) {
  const [openId, setOpenId] = useState<string | null>(null);
  // After every action every list and count reloads in place (the queries under the admin key).
  const changed = useAdminChanged();

  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }} px={{ base: "3", md: "6" }}>
      <Stack gap="6">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Stack gap="0">
            <Heading as="h1" size="2xl" fontFamily="heading">
              Admin Dashboard
            </Heading>
            <Text color="fg.muted">
              {site.name} · signed in as {username}
            </Text>
          </Stack>
          <Button variant="outline" onClick={onLogout}>
            Logout
          </Button>
        </HStack>
        <StatsCards />
        <Tabs.Root defaultValue="bookings" variant="line" lazyMount>
          <Tabs.List flexWrap="wrap">
            <Tabs.Trigger value="bookings">Bookings</Tabs.Trigger>
            <Tabs.Trigger value="board">Next 24 hours</Tabs.Trigger>
            <Tabs.Trigger value="day-plan">Day plan</Tabs.Trigger>
            <Tabs.Trigger value="drivers">Drivers</Tabs.Trigger>
            <Tabs.Trigger value="messages">Messages &amp; quotes</Tabs.Trigger>
            <Tabs.Trigger value="releases">Releases</Tabs.Trigger>
            <Tabs.Trigger value="billing">Companies &amp; invoices</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="bookings">
            <BookingsTable onOpen={setOpenId} />
          </Tabs.Content>
          <Tabs.Content value="board">
            <BoardPanel onOpen={setOpenId} />
          </Tabs.Content>
          <Tabs.Content value="day-plan">
            <DayPlanPanel onOpen={setOpenId} />
          </Tabs.Content>
          <Tabs.Content value="drivers">
            <DriversTable onChanged={changed} />
          </Tabs.Content>
          <Tabs.Content value="messages">
            <Stack gap="10">
              <MessagesPanel onChanged={changed} />
              <OutboxPanel />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="billing">
            <BillingPanel onChanged={changed} />
          </Tabs.Content>
          <Tabs.Content value="releases">
            <ReleasesPanel onChanged={changed} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
      <BookingDrawer id={openId} onClose={() => setOpenId(null)} onChanged={changed} />
    </Container>
  );
}
