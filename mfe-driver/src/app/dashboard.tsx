import type { DriverSession, RemoteAppProps } from "@chauffeur/contract";
import { Button, Container, Heading, HStack, Stack, Text } from "@chauffeur/ui";
import { Tabs } from "@chauffeur/ui/widgets";
import { EarningsPanel } from "../features/earnings/components/earnings-panel";
import { RidesBoard } from "../features/rides/components/rides-board";

interface Props extends RemoteAppProps {
  session: DriverSession;
  onLogout: () => void;
}

export function Dashboard({ site, session, onLogout }: Props) {
  return (
    <Container maxW="4xl" py={{ base: "5", md: "10" }} px={{ base: "3", md: "6" }}>
      <Stack gap="6">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Stack gap="0">
            <Heading as="h1" size="2xl" fontFamily="heading">
              Driver Dashboard
            </Heading>
            <Text color="fg.muted">
              {site.name} · {session.driver_name}
            </Text>
          </Stack>
          <Button variant="outline" size="lg" onClick={onLogout}>
            Logout
          </Button>
        </HStack>
        <Tabs.Root defaultValue="rides" variant="line" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="rides">Rides</Tabs.Trigger>
            <Tabs.Trigger value="earnings">Earnings</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="rides">
            <RidesBoard driverId={session.driver_id} />
          </Tabs.Content>
          <Tabs.Content value="earnings">
            <EarningsPanel driverId={session.driver_id} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
