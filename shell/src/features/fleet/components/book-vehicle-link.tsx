import { type FleetVehicle, VEHICLE_OPTIONS } from "@chauffeur/contract";
import { Button, RouterLink } from "@chauffeur/ui";
import type { ComponentProps } from "react";

/**
 * "Book This Vehicle": the booking opens with this vehicle chosen (the Quick Booking form carries it to the
 * vehicle step). A class the online booking does not price (the Maybach) is requested as a quote.
 */
export function BookVehicleLink({
  vehicle,
  ...rest
}: { vehicle: FleetVehicle } & Omit<ComponentProps<typeof Button>, "asChild" | "children">) {
  const option = VEHICLE_OPTIONS.find((o) => o.type === vehicle.type);
  return (
    <Button asChild colorPalette="gold" {...rest}>
      {option ? (
        <RouterLink to={`/booking?vehicle=${option.id}`}>Book This Vehicle</RouterLink>
      ) : (
        <RouterLink to={`/quote-request?vehicle=${encodeURIComponent(`${vehicle.make} ${vehicle.model}`)}`}>
          Request This Vehicle
        </RouterLink>
      )}
    </Button>
  );
}
