import { CONTACT_SERVICES, ContactMessage } from "@chauffeur/contract";
import { Box, Button, Field, Input, NativeSelect, SimpleGrid, Stack, Textarea, toaster } from "@chauffeur/ui";
import { type FormEvent, useState } from "react";
import { sendContactMessage } from "../api/send-contact";

const SERVICE_LABELS: Record<(typeof CONTACT_SERVICES)[number], string> = {
  "airport-transfer": "Airport Transfer",
  wedding: "Wedding Service",
  corporate: "Corporate Service",
  "city-tours": "City Tours",
  other: "Other",
};

type Values = Record<keyof ContactMessage, string>;
const EMPTY: Values = { name: "", email: "", phone: "", service: "", message: "" };
const MESSAGES: Record<keyof ContactMessage, string> = {
  name: "Name is required",
  email: "Please enter a valid email",
  phone: "Please enter a valid phone number",
  service: "Please choose a service",
  message: "Message is required",
};

const REQUIRED: Record<keyof ContactMessage, string> = {
  ...MESSAGES,
  email: "Email is required",
  phone: "Phone is required",
};

export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [sending, setSending] = useState(false);

  const set = (field: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((er) => ({ ...er, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ContactMessage.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Values> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values;
        found[field] ??= values[field].trim() === "" ? REQUIRED[field] : MESSAGES[field];
      }
      setErrors(found);
      return;
    }
    setSending(true);
    try {
      await sendContactMessage(parsed.data);
      toaster.create({
        type: "success",
        title: "Message Sent!",
        description: "Thank you for contacting us. We'll get back to you within 24 hours.",
      });
      setValues(EMPTY);
    } catch {
      toaster.create({
        type: "error",
        title: "Error",
        description: "Failed to send message. Please try again.",
      });
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof Values, label: string, input: React.ReactNode, required = true) => (
    <Field.Root required={required} invalid={Boolean(errors[name])}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      {input}
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Box asChild bg="bg.panel" p={{ base: "5", md: "8" }} borderRadius="2xl" borderWidth="1px" shadow="sm">
      <form aria-label="Send us a message" noValidate onSubmit={submit}>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {field(
              "name",
              "Full name",
              <Input name="name" autoComplete="name" value={values.name} onChange={set("name")} />,
            )}
            {field(
              "email",
              "Email",
              <Input
                name="email"
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={set("email")}
              />,
            )}
            {field(
              "phone",
              "Phone",
              <Input
                name="phone"
                type="tel"
                autoComplete="tel"
                value={values.phone}
                onChange={set("phone")}
              />,
            )}
            {field(
              "service",
              "Service",
              <NativeSelect.Root>
                <NativeSelect.Field name="service" value={values.service} onChange={set("service")}>
                  <option value="">Select a service</option>
                  {CONTACT_SERVICES.map((s) => (
                    <option key={s} value={s}>
                      {SERVICE_LABELS[s]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>,
              false,
            )}
          </SimpleGrid>
          {field(
            "message",
            "Message",
            <Textarea name="message" rows={5} value={values.message} onChange={set("message")} />,
          )}
          <Button
            type="submit"
            colorPalette="gold"
            size="lg"
            loading={sending}
            loadingText="Sending..."
            alignSelf="start"
          >
            Send Message
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
