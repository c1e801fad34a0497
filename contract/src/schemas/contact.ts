import { z } from "zod";

/** SPEC.md section 3: the services a contact message can be about. */
export const CONTACT_SERVICES = ["airport-transfer", "wedding", "corporate", "city-tours", "other"] as const;
export const ContactService = z.enum(CONTACT_SERVICES);
export type ContactService = z.infer<typeof ContactService>;

/** POST /api/contact: a message from the contact page. Bounded so one request cannot fill the table. */
export const ContactMessage = z.object({
  name: z.string().trim().min(1, "Name is required").max(120),
  email: z.string().trim().min(1, "Email is required").max(254).pipe(z.email("Please enter a valid email")),
  phone: z.string().trim().min(1, "Phone is required").max(40),
  service: z.enum(CONTACT_SERVICES, { error: "Please choose a service" }),
  message: z.string().trim().min(1, "Message is required").max(5000),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

/** The answer to a stored message. */
export const ContactReceipt = z.object({ id: z.string(), message: z.string() });
export type ContactReceipt = z.infer<typeof ContactReceipt>;
