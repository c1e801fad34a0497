import {
  type FleetVehicle,
  type ServiceItem,
  VEHICLE_OPTIONS,
  type VehicleOption,
} from "@chauffeur/contract";

export interface SeedVehicle extends FleetVehicle {
  id: string;
  sortOrder: number;
}

/**
 * A vehicle the customer can book, as the fleet shows it: its id, type, seats, luggage and features are
 * the contract's catalog (VEHICLE_OPTIONS, what the booking flow offers), never restated here; the car
 * itself (make, model, year, picture) is the demo's.
 */
function bookable(
  id: VehicleOption["id"],
  car: Pick<SeedVehicle, "make" | "model" | "year" | "imageUrl" | "sortOrder">,
): SeedVehicle {
  const option = VEHICLE_OPTIONS.find((o) => o.id === id);
  if (!option) throw new Error(`${id} is not in the contract's VEHICLE_OPTIONS`);
  return {
    id: option.id,
    type: option.type,
    make: car.make,
    model: car.model,
    year: car.year,
    capacity: option.passengers,
    luggage: option.luggage,
    imageUrl: car.imageUrl,
    features: [...option.features],
    sortOrder: car.sortOrder,
  };
}

/** The demo fleet: SPEC.md's sedan and SUV (the contract's), plus a premium class shown but not booked online. */
export const FLEET: SeedVehicle[] = [
  bookable("executive-sedan", {
    make: "Mercedes-Benz",
    model: "S 580",
    year: 2025,
    imageUrl: "/images/fleet/sedan.svg",
    sortOrder: 1,
  }),
  bookable("luxury-suv", {
    make: "Cadillac",
    model: "Escalade ESV",
    year: 2025,
    imageUrl: "/images/fleet/suv.svg",
    sortOrder: 2,
  }),
  {
    id: "first-class",
    type: "premium",
    make: "Mercedes-Maybach",
    model: "S 680",
    year: 2025,
    capacity: 3,
    luggage: 3,
    imageUrl: "/images/fleet/premium.svg",
    features: [
      "Reclining Executive Seats",
      "Massage Seating",
      "Champagne Cooler",
      "Ambient Lighting",
      "Complimentary Wi-Fi",
    ],
    sortOrder: 3,
  },
];

export const SERVICES: (ServiceItem & { sortOrder: number })[] = [
  {
    serviceId: "airport-transfer",
    name: "Airport Transfer",
    description:
      "Punctual pickups and drop-offs at Logan and every major US airport, with flight tracking and meet-and-greet at arrivals.",
    sortOrder: 1,
  },
  {
    serviceId: "wedding-service",
    name: "Wedding Service",
    description:
      "Immaculate vehicles and discreet chauffeurs for the couple, the wedding party and your guests, on time for every moment.",
    sortOrder: 2,
  },
  {
    serviceId: "corporate-service",
    name: "Corporate Service",
    description:
      "Reliable executive travel for meetings, roadshows and client visits, with monthly invoicing and priority dispatch.",
    sortOrder: 3,
  },
  {
    serviceId: "city-tours",
    name: "City Tours",
    description:
      "Private, unhurried tours of Boston and New England with a chauffeur who knows the stories behind every street.",
    sortOrder: 4,
  },
];
