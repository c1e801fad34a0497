import type { FleetVehicle } from "@chauffeur/contract";

/** SPEC.md section 8: what the home carousel shows when GET /api/fleet fails. */
export const FALLBACK_FLEET: FleetVehicle[] = [
  {
    type: "suv",
    capacity: 6,
    luggage: 6,
    imageUrl: "/images/fleet/suv.svg",
    make: "Cadillac",
    model: "Escalade",
    year: 2024,
    features: ["Spacious Interior", "Premium Comfort", "Climate Control"],
    description: "",
  },
  {
    type: "sedan",
    capacity: 2,
    luggage: 2,
    imageUrl: "/images/fleet/sedan.svg",
    make: "Mercedes-Benz",
    model: "E-Class",
    year: 2024,
    features: ["Executive Seating", "Premium Sound", "Phone Charging"],
    description: "",
  },
  {
    type: "premium",
    capacity: 3,
    luggage: 3,
    imageUrl: "/images/fleet/premium.svg",
    make: "Mercedes-Benz",
    model: "S-Class",
    year: 2024,
    features: ["First-Class Comfort", "Massage Seats", "Ambient Lighting"],
    description: "",
  },
];
