import {
  type FleetVehicle,
  type Leader,
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
  car: Pick<SeedVehicle, "make" | "model" | "year" | "imageUrl" | "sortOrder" | "description">,
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
    description: car.description,
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
    description:
      "The quiet, long-wheelbase executive saloon: a calm office between meetings, or a rest after a long flight.",
    sortOrder: 1,
  }),
  bookable("luxury-suv", {
    make: "Cadillac",
    model: "Escalade ESV",
    year: 2025,
    imageUrl: "/images/fleet/suv.svg",
    description:
      "Three rows and a deep cargo bay: room for a family with its luggage, or a team travelling together.",
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
    description:
      "The first-class cabin on wheels, for weddings, milestones and guests you want to impress. Booked by quote.",
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

/**
 * The about page's leadership, as the demo ships it: drawn portraits (shell/public/images/team, each
 * one drawn for this project; docs/decisions/024), replaced from the console by the operator's photos.
 */
export const LEADERS: (Leader & { sortOrder: number })[] = [
  {
    id: "victoria-hale",
    name: "Victoria Hale",
    role: "Founder & CEO",
    imageUrl: "/images/team/victoria-hale.svg",
    bio: "Founded the company in 2008 with a single sedan and a promise never to be late. Twenty years in hospitality shape every ride.",
    sortOrder: 1,
  },
  {
    id: "marcus-reed",
    name: "Marcus Reed",
    role: "Director of Operations",
    imageUrl: "/images/team/marcus-reed.svg",
    bio: "Runs dispatch and the fleet around the clock, from Logan Airport runs to nationwide event logistics.",
    sortOrder: 2,
  },
  {
    id: "elena-torres",
    name: "Elena Torres",
    role: "Head of Client Experience",
    imageUrl: "/images/team/elena-torres.svg",
    bio: "Leads the team that answers every call and message, and trains every chauffeur in our standard of service.",
    sortOrder: 3,
  },
];
