import { z } from "zod";
import { EmailAddress, multiLine, PhoneNumber, singleLine } from "./text";

/** SPEC.md section 3: the services a contact message can be about. */
export const CONTACT_SERVICES = ["airport-transfer", "wedding", "corporate", "city-tours", "other"] as const;
export const ContactService = z.enum(CONTACT_SERVICES);
export type ContactService = z.infer<typeof ContactService>;

/**
 * POST /api/contact: a message from the contact page. SPEC.md section 5 requires name, e-mail, phone
 * and message; the service is optional (null when not chosen). Bounded so one request cannot fill the table.
 */
export const ContactMessage = z.object({
  name: singleLine(120).pipe(z.string().min(1, "Name is required")),
  email: EmailAddress,
  phone: PhoneNumber,
  service: z
    .union([ContactService, z.literal("")])
    .nullish()
    .transform((v) => v || null),
  message: multiLine(5000).pipe(z.string().min(1, "Message is required")),
});
export type ContactMessage = z.input<typeof ContactMessage>;
export type ParsedContactMessage = z.output<typeof ContactMessage>;

/** The answer to a stored message. */
export const ContactReceipt = z.object({ id: z.string(), message: z.string() });
export type ContactReceipt = z.infer<typeof ContactReceipt>;
