import type { VehicleType } from "./vehicles";

/** SPEC.md section 9: what each vehicle carries. */
export const CAPACITY: Readonly<Record<VehicleType, { passengers: number; luggage: number }>> = {
  sedan: { passengers: 2, luggage: 2 },
  suv: { passengers: 6, luggage: 6 },
};

export const SUV_REQUIRED_MESSAGE = "Your selection requires an SUV vehicle due to capacity requirements.";

export interface Party {
  passengers: number;
  luggage: number;
  /** Each child seat takes a seat (PRODUCT.md: passengers plus child seats must fit). */
  childSeats?: number;
}

/** Seats the party needs: passengers plus child seats. */
export function seatsNeeded(party: Party): number {
  return party.passengers + (party.childSeats ?? 0);
}

export function fitsVehicle(vehicleType: VehicleType, party: Party): boolean {
  const cap = CAPACITY[vehicleType];
  return seatsNeeded(party) <= cap.passengers && party.luggage <= cap.luggage;
}

/** The vehicle types that can carry the party, smallest first. */
export function vehiclesThatFit(party: Party): VehicleType[] {
  return (["sedan", "suv"] as const).filter((t) => fitsVehicle(t, party));
}

/** True when the sedan is too small but the SUV fits: the page shows SUV_REQUIRED_MESSAGE. */
export function requiresSuv(party: Party): boolean {
  return !fitsVehicle("sedan", party) && fitsVehicle("suv", party);
}
