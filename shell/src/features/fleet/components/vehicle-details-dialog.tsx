import type { FleetVehicle } from "@chauffeur/contract";
import {
  Badge,
  Box,
  Button,
  CloseButton,
  HStack,
  Image,
  List,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from "@chauffeur/ui";
import { Dialog } from "@chauffeur/ui/widgets";
import { LuCheck } from "react-icons/lu";
import { BookVehicleLink } from "./book-vehicle-link";

/** The View Details modal of /fleet; Chakra's Dialog traps focus and closes on Escape. */
export function VehicleDetailsDialog({
  vehicle,
  onClose,
}: {
  vehicle: FleetVehicle | null;
  onClose: () => void;
}) {
  return (
    <Dialog.Root
      open={vehicle !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: "full", md: "lg" }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {vehicle && (
              <>
                <Dialog.Header>
                  <Dialog.Title fontFamily="heading" fontSize="2xl">
                    {vehicle.make} {vehicle.model}
                  </Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="5">
                    <Image
                      src={vehicle.imageUrl}
                      alt=""
                      aspectRatio={16 / 10}
                      borderRadius="lg"
                      htmlWidth="800"
                      htmlHeight="500"
                    />
                    <HStack justify="space-between">
                      <Badge colorPalette="gold" textTransform="uppercase">
                        {vehicle.type}
                      </Badge>
                      <Badge colorPalette="green" variant="solid">
                        Available
                      </Badge>
                    </HStack>
                    <SimpleGrid as="dl" columns={{ base: 2, sm: 3 }} gap="4">
                      {[
                        ["Make", vehicle.make],
                        ["Model", vehicle.model],
                        ["Year", String(vehicle.year)],
                        ["Capacity", `${vehicle.capacity} passengers`],
                        ["Luggage", `${vehicle.luggage} cases`],
                      ].map(([term, value]) => (
                        <Box key={term}>
                          <Text
                            as="dt"
                            fontSize="xs"
                            color="fg.muted"
                            textTransform="uppercase"
                            letterSpacing="wider"
                          >
                            {term}
                          </Text>
                          <Text as="dd" fontWeight="semibold">
                            {value}
                          </Text>
                        </Box>
                      ))}
                    </SimpleGrid>
                    <Box>
                      <Text as="h3" fontWeight="semibold" mb="2">
                        Features
                      </Text>
                      <List.Root gap="1.5" variant="plain">
                        {vehicle.features.map((f) => (
                          <List.Item key={f}>
                            <List.Indicator asChild color="gold.600">
                              <LuCheck aria-hidden />
                            </List.Indicator>
                            {f}
                          </List.Item>
                        ))}
                      </List.Root>
                    </Box>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">Close</Button>
                  </Dialog.ActionTrigger>
                  <BookVehicleLink vehicle={vehicle} />
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close details" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
export default VehicleDetailsDialog;
