import { countOf } from "./format";
/** The two vehicle types a customer can book (SPEC.md section 3), with the booking flow's names. */
export const VEHICLE_TYPES = ["sedan", "suv"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** The booking flow's vehicle ids map onto the same two types; either spelling is accepted. */
export const VEHICLE_ALIASES: Readonly<Record<string, VehicleType>> = {
  sedan: "sedan",
  suv: "suv",
  "executive-sedan": "sedan",
  "luxury-suv": "suv",
};

/** "luxury-suv" → "suv"; unknown names give null. */
export function normalizeVehicleType(value: string): VehicleType | null {
  return VEHICLE_ALIASES[value.trim().toLowerCase()] ?? null;
}

export interface VehicleOption {
  id: "executive-sedan" | "luxury-suv";
  type: VehicleType;
  name: string;
  baseRate: number;
  passengers: number;
  luggage: number;
  features: readonly string[];
}

/** SPEC.md section 3, "Vehicle options in the booking flow". */
export const VEHICLE_OPTIONS: readonly VehicleOption[] = [
  {
    id: "executive-sedan",
    type: "sedan",
    name: "Executive Sedan",
    baseRate: 150,
    passengers: 2,
    luggage: 2,
    features: [
      "Executive Seating",
      "Premium Sound",
      "Climate Control",
      "Phone Charging",
      "Professional Service",
    ],
  },
  {
    id: "luxury-suv",
    type: "suv",
    name: "Luxury SUV",
    baseRate: 180,
    passengers: 6,
    luggage: 6,
    features: [
      "Spacious Interior",
      "Premium Comfort",
      "Entertainment System",
      "Climate Control",
      "Tinted Windows",
    ],
  },
];

/** "Executive Sedan" for "sedan": the catalog's name of a vehicle type, or the type itself when unknown. */
export function vehicleName(type: string): string {
  return VEHICLE_OPTIONS.find((v) => v.type === type)?.name ?? type;
}

/** The service as people say it: "One way", or "Hourly, 4 hours". */
export function serviceLabel(serviceType: string, hours?: number | null): string {
  if (serviceType !== "hourly") return "One way";
  return hours ? `Hourly, ${countOf(hours, "hour")}` : "Hourly";
}

/** A driver's car, any part of it unknown (null). */
export interface CarParts {
  make: string | null;
  model: string | null;
  colour: string | null;
  plate: string | null;
}

/**
 * A car as the customer is told it: "black Cadillac Escalade, plate 4ABC 123"; what is known of it, or
 * null when nothing is.
 */
export function describeCar(car: CarParts | null | undefined): string | null {
  if (!car) return null;
  const name = [car.colour?.toLowerCase(), car.make, car.model].filter(Boolean).join(" ");
  const plate = car.plate ? `plate ${car.plate}` : "";
  return [name, plate].filter(Boolean).join(", ") || null;
}
