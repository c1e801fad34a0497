import {
  type BookingPolicy,
  bookingAdvice,
  cancellationPolicyText,
  RESPONSE_TIME,
} from "@chauffeur/contract";

/** SPEC.md section 9: the FAQ's eight categories, in order. */
export const FAQ_CATEGORIES = [
  "Booking & Reservations",
  "Pricing & Payment",
  "Vehicles & Fleet",
  "Airport Transfers",
  "Service Areas",
  "Driver & Safety",
  "Corporate Services",
  "Special Events",
] as const;

export interface FaqItem {
  id: string;
  category: (typeof FAQ_CATEGORIES)[number];
  question: string;
  answer: string;
}

/** The 15 FAQ items of /testimonials. Policy answers state the operator's policy (GET /api/config). */
export function faqItems(phone: string, policy: BookingPolicy): FaqItem[] {
  return [
    {
      id: "how-to-book",
      category: "Booking & Reservations",
      question: "How do I book a ride?",
      answer: `Use the Quick Booking form on our home page or the Book Now button, choose your vehicle and enter your details. You can also call us at ${phone}, 24/7.`,
    },
    {
      id: "how-far-ahead",
      category: "Booking & Reservations",
      question: "How far in advance should I book?",
      answer: bookingAdvice(policy),
    },
    {
      id: "cancellation",
      category: "Booking & Reservations",
      question: "What is your cancellation policy?",
      answer: cancellationPolicyText(policy),
    },
    {
      id: "pricing",
      category: "Pricing & Payment",
      question: "How is the price calculated?",
      answer:
        "One-way rides start from the vehicle's base rate for the first 15 miles, with a per-mile rate beyond that. Hourly service is billed per hour with a 3-hour minimum. Child seats are $45 each and a $15 service fee applies.",
    },
    {
      id: "payment",
      category: "Pricing & Payment",
      question: "Which payment methods do you accept?",
      answer:
        "All major credit and debit cards. We place a $1 authorization when you book; the full amount is charged only after your booking is confirmed.",
    },
    {
      id: "gratuity",
      category: "Pricing & Payment",
      question: "Is gratuity included?",
      answer: "Gratuity is not included and is always at your discretion.",
    },
    {
      id: "vehicles",
      category: "Vehicles & Fleet",
      question: "What vehicles do you offer?",
      answer:
        "Executive sedans for up to 2 passengers, luxury SUVs for up to 6, and first-class premium sedans. Every vehicle is late-model and detailed before each ride.",
    },
    {
      id: "child-seats",
      category: "Vehicles & Fleet",
      question: "Do you provide child seats?",
      answer:
        "Yes. Add up to 4 child seats when you book, at $45 each; passengers and child seats together must fit the vehicle.",
    },
    {
      id: "flight-delay",
      category: "Airport Transfers",
      question: "What if my flight is delayed?",
      answer:
        "Give us your flight number and we track your flight, adjusting the pickup time to your actual arrival at no extra charge.",
    },
    {
      id: "meet-greet",
      category: "Airport Transfers",
      question: "Where will my chauffeur meet me?",
      answer:
        "At baggage claim with a name sign for domestic flights, or at the international arrivals exit. Your chauffeur's phone number is sent before pickup.",
    },
    {
      id: "areas",
      category: "Service Areas",
      question: "Which areas do you serve?",
      answer:
        "We are based in Boston and serve customers nationwide across the USA, including long-distance and intercity trips.",
    },
    {
      id: "chauffeurs",
      category: "Driver & Safety",
      question: "Who are your chauffeurs?",
      answer:
        "Licensed, insured professionals with background checks, defensive-driving training and years of experience.",
    },
    {
      id: "corporate-accounts",
      category: "Corporate Services",
      question: "Do you offer corporate accounts?",
      answer: `Yes: central billing, priority booking and a dedicated coordinator. Contact us and our team will reply ${RESPONSE_TIME}.`,
    },
    {
      id: "weddings",
      category: "Special Events",
      question: "Can you provide vehicles for weddings and events?",
      answer:
        "Yes. We coordinate single cars or whole fleets for weddings, galas and proms, with decoration on request.",
    },
    {
      id: "hourly-events",
      category: "Special Events",
      question: "Can I book a car by the hour for an event?",
      answer:
        "Choose Hourly in the Quick Booking form; the car and chauffeur stay with you for the whole booking, with a 3-hour minimum.",
    },
  ];
}

/** The contact page's four questions; the policy answers are the same words as the FAQ's. */
export function contactFaq(phone: string, policy: BookingPolicy) {
  return [
    {
      question: "How quickly will you respond?",
      answer: `Our team replies to every message ${RESPONSE_TIME}. For urgent bookings, call ${phone}, 24/7.`,
    },
    { question: "How far in advance should I book?", answer: bookingAdvice(policy) },
    { question: "What is your cancellation policy?", answer: cancellationPolicyText(policy) },
    {
      question: "Do you serve areas outside Boston?",
      answer: "Yes. We are based in Boston and serve customers nationwide across the USA.",
    },
  ];
}
