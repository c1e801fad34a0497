import type { FleetVehicle, ServiceItem } from "@chauffeur/contract";

export interface SeedVehicle extends FleetVehicle {
  id: string;
  sortOrder: number;
}

/** The demo fleet: SPEC.md's sedan and SUV, plus a premium class. */
export const FLEET: SeedVehicle[] = [
  {
    id: "executive-sedan",
    type: "sedan",
    make: "Mercedes-Benz",
    model: "S 580",
    year: 2025,
    capacity: 2,
    luggage: 2,
    imageUrl: "/images/fleet/sedan.svg",
    features: [
      "Executive Seating",
      "Premium Sound",
      "Climate Control",
      "Phone Charging",
      "Professional Service",
    ],
    sortOrder: 1,
  },
  {
    id: "luxury-suv",
    type: "suv",
    make: "Cadillac",
    model: "Escalade ESV",
    year: 2025,
    capacity: 6,
    luggage: 6,
    imageUrl: "/images/fleet/suv.svg",
    features: [
      "Spacious Interior",
      "Premium Comfort",
      "Entertainment System",
      "Climate Control",
      "Tinted Windows",
    ],
    sortOrder: 2,
  },
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
