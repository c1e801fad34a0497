import type { FleetVehicle } from "@chauffeur/contract";
import { HStack } from "@chauffeur/ui";
import { LuBriefcase, LuUsers } from "react-icons/lu";

/** A vehicle's passengers and cases, as the fleet cards show them. */
export function VehicleSpecs({ vehicle, color = "fg.muted" }: { vehicle: FleetVehicle; color?: string }) {
  return (
    <HStack gap="5" color={color} fontSize="sm">
      <HStack gap="1.5">
        <LuUsers aria-hidden /> {vehicle.capacity} passengers
      </HStack>
      <HStack gap="1.5">
        <LuBriefcase aria-hidden /> {vehicle.luggage} cases
      </HStack>
    </HStack>
  );
}
