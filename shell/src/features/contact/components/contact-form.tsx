import { CONTACT_SERVICES, ContactMessage } from "@chauffeur/contract";
import { Box, Button, SimpleGrid, Stack, toaster } from "@chauffeur/ui";
import { Form, SelectField, TextareaField, TextField, useContractForm } from "@chauffeur/ui/form";
import { ApiError } from "../../../lib/api-client";
import { sendContactMessage } from "../api/send-contact";

const SERVICE_LABELS: Record<(typeof CONTACT_SERVICES)[number], string> = {
  "airport-transfer": "Airport Transfer",
  wedding: "Wedding Service",
  corporate: "Corporate Service",
  "city-tours": "City Tours",
  other: "Other",
};
const SERVICES = CONTACT_SERVICES.map((value) => ({ value, label: SERVICE_LABELS[value] }));

const EMPTY = { name: "", email: "", phone: "", service: "", message: "" } as unknown as ContactMessage;

/**
 * The contact page's message, checked by POST /api/contact's own schema (its words under each field).
 * An island (docs/decisions/028): its fields' ids are fixed, from the form's id.
 */
export function ContactForm() {
  const form = useContractForm(ContactMessage, { defaultValues: EMPTY });

  const send = async (message: ContactMessage) => {
    try {
      await sendContactMessage(message);
    } catch (err) {
      // A refused value goes under its field; anything else is SPEC.md's toast, the text kept.
      if (err instanceof ApiError && (err.status === 400 || err.status === 422)) throw err;
      toaster.create({
        type: "error",
        title: "Error",
        description: "Failed to send message. Please try again.",
      });
      return;
    }
    toaster.create({
      type: "success",
      title: "Message Sent!",
      description: "Thank you for contacting us. We'll get back to you within 24 hours.",
    });
    form.reset(EMPTY);
  };

  return (
    <Box bg="bg.panel" p={{ base: "5", md: "8" }} borderRadius="2xl" borderWidth="1px" shadow="sm">
      <Form form={form} id="contact-form" aria-label="Send us a message" onValid={send}>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <TextField name="name" label="Full name" autoComplete="name" required />
            <TextField name="email" label="Email" type="email" autoComplete="email" required />
            <TextField name="phone" label="Phone" type="tel" autoComplete="tel" required />
            <SelectField name="service" label="Service" options={SERVICES} placeholder="Select a service" />
          </SimpleGrid>
          <TextareaField name="message" label="Message" rows={5} required />
          <Button
            type="submit"
            colorPalette="gold"
            size="lg"
            loading={form.formState.isSubmitting}
            loadingText="Sending..."
            alignSelf="start"
          >
            Send Message
          </Button>
        </Stack>
      </Form>
    </Box>
  );
}
