/** SPEC.md section 2: what the page adds to each service, chosen by serviceId, with a default set. */
export interface ServiceDetails {
  image: string;
  duration: string;
  coverage: string;
  specialty: string;
}

const DETAILS: Record<string, ServiceDetails> = {
  "airport-transfer": {
    image: "/images/services/airport-transfer.svg",
    duration: "Flight-tracked pickup, 60 min free wait",
    coverage: "All major US airports",
    specialty: "Meet & greet at baggage claim",
  },
  "wedding-service": {
    image: "/images/services/wedding-service.svg",
    duration: "Hourly packages from 3 hours",
    coverage: "Ceremony, photos and reception",
    specialty: "Decorated vehicles on request",
  },
  "corporate-service": {
    image: "/images/services/corporate-service.svg",
    duration: "Point-to-point or as-directed",
    coverage: "Meetings, roadshows and events",
    specialty: "Central billing and priority booking",
  },
  "city-tours": {
    image: "/images/services/city-tours.svg",
    duration: "Half-day and full-day tours",
    coverage: "Boston and cities nationwide",
    specialty: "Knowledgeable local chauffeurs",
  },
};

export const DEFAULT_DETAILS: ServiceDetails = {
  image: "/images/services/default.svg",
  duration: "Flexible, by the trip or by the hour",
  coverage: "Nationwide USA",
  specialty: "Tailored to your itinerary",
};

export const serviceDetails = (serviceId: string): ServiceDetails => DETAILS[serviceId] ?? DEFAULT_DETAILS;
