/** SPEC.md section 3: the built-in reviews (10), shown on /testimonials and, rated 5, on the home page. */
export interface Review {
  id: number;
  name: string;
  role: string;
  location: string;
  rating: number;
  /** ISO date of the ride. */
  date: string;
  comment: string;
}

export const REVIEWS: readonly Review[] = [
  {
    id: 1,
    name: "Sarah Mitchell",
    role: "Business Executive",
    location: "Boston, MA",
    rating: 5,
    date: "2025-09-14",
    comment:
      "Flawless airport pickup at Logan after a red-eye. My chauffeur tracked the delayed flight, met me at baggage claim and had water and a charger waiting. This is how business travel should feel.",
  },
  {
    id: 2,
    name: "James Rodriguez",
    role: "Groom",
    location: "Newport, RI",
    rating: 5,
    date: "2025-08-30",
    comment:
      "They handled our wedding day perfectly: the car was spotless, decorated exactly as we asked, and the driver kept us on schedule without ever rushing us. Our guests are still talking about it.",
  },
  {
    id: 3,
    name: "Emily Chen",
    role: "Marketing Director",
    location: "Cambridge, MA",
    rating: 5,
    date: "2025-08-12",
    comment:
      "We book them for every client visit. Always early, always discreet, and the booking team answers within minutes. Consistently excellent.",
  },
  {
    id: 4,
    name: "Michael Thompson",
    role: "Frequent Traveler",
    location: "New York, NY",
    rating: 5,
    date: "2025-07-28",
    comment:
      "JFK to Manhattan at rush hour and I still made my meeting. The SUV was immaculate and the chauffeur knew every shortcut.",
  },
  {
    id: 5,
    name: "Olivia Bennett",
    role: "Event Planner",
    location: "Providence, RI",
    rating: 5,
    date: "2025-07-03",
    comment:
      "Coordinated six vehicles for a gala without a single hiccup. Professional, punctual and a pleasure to work with.",
  },
  {
    id: 6,
    name: "David Park",
    role: "Software Engineer",
    location: "Somerville, MA",
    rating: 4,
    date: "2025-06-21",
    comment:
      "Comfortable ride and a very friendly driver. Pickup was a few minutes later than planned because of traffic, but they kept me informed the whole way.",
  },
  {
    id: 7,
    name: "Grace Williams",
    role: "Tourist",
    location: "Chicago, IL",
    rating: 5,
    date: "2025-06-09",
    comment:
      "Our Boston city tour was the highlight of the trip. Our chauffeur was a wonderful guide to the Freedom Trail and Beacon Hill.",
  },
  {
    id: 8,
    name: "Robert Hayes",
    role: "Attorney",
    location: "Washington, DC",
    rating: 5,
    date: "2025-05-17",
    comment:
      "Quiet cabin, smooth driving and total discretion. I could prepare for court on the way. Worth every penny.",
  },
  {
    id: 9,
    name: "Linda Martinez",
    role: "Retiree",
    location: "Quincy, MA",
    rating: 4,
    date: "2025-04-26",
    comment:
      "Very kind chauffeur who helped with all of our luggage. The car was lovely; I only wish the online booking had asked about my walker in advance.",
  },
  {
    id: 10,
    name: "Anthony Brooks",
    role: "Sales Manager",
    location: "Miami, FL",
    rating: 3,
    date: "2025-03-15",
    comment:
      "The car and the driver were great, but my confirmation e-mail took longer than expected. Customer service sorted it out quickly once I called.",
  },
];

/** The home carousel shows the five-star reviews. */
export const HOME_TESTIMONIALS = REVIEWS.filter((r) => r.rating === 5);
