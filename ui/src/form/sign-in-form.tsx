import { Alert, Button, Card, Center, Heading, Stack, Text } from "@chauffeur/ui";
import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { TextField } from "./fields";
import { Form, useContractForm } from "./form";
import { FormAlert } from "./form-alert";

interface SignInField {
  name: string;
  label: string;
  type: "text" | "email" | "password";
  autoComplete: string;
  /** A hint under the field (what a code looks like, a password's rule). */
  helper?: string;
  /** "numeric" for a code typed on a phone's number pad. */
  inputMode?: "numeric" | "text";
}

export interface SignInFormProps<S extends z.ZodType<FieldValues, FieldValues>> {
  title: string;
  intro: ReactNode;
  /** Why the user is here again (a session that ran out), above the form. */
  notice: string | null;
  /** The sign-in route's own body schema. */
  schema: S;
  fields: readonly SignInField[];
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  /** What a refused sign-in says (SPEC.md words per app). */
  failureText: (err: unknown) => string;
  size?: "md" | "lg";
  /** The button's words ("Sign In" unless told). */
  submitLabel?: string;
  /** What the form shows above its fields (a QR code, whose account this is). */
  before?: ReactNode;
  /** Values the fields start with (an e-mail the app remembers). */
  defaultValues?: Record<string, string>;
  children?: ReactNode;
}

/**
 * The staff sign-in card of the admin and driver apps: the same form, their own words and fields. The
 * other steps of an account (a code, a password to set, a reset to ask for) use the same card.
 */
export function SignInForm<S extends z.ZodType<FieldValues, FieldValues>>({
  title,
  intro,
  notice,
  schema,
  fields,
  onSubmit,
  failureText,
  size = "md",
  submitLabel = "Sign In",
  before,
  defaultValues,
  children,
}: SignInFormProps<S>) {
  const form = useContractForm(schema, {
    defaultValues: Object.fromEntries(fields.map((f) => [f.name, defaultValues?.[f.name] ?? ""])) as never,
  });
  return (
    <Center py={{ base: "8", md: "16" }} px="4">
      <Card.Root w="full" maxW="md">
        <Form form={form} onValid={onSubmit} failureText={failureText} aria-label={title}>
          <Card.Body gap="5">
            <Stack gap="1">
              <Heading as="h1" size="2xl" fontFamily="heading">
                {title}
              </Heading>
              <Text color="fg.muted">{intro}</Text>
            </Stack>
            {notice && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>{notice}</Alert.Title>
              </Alert.Root>
            )}
            <FormAlert />
            {before}
            {fields.map((f) => (
              <TextField
                key={f.name}
                name={f.name}
                label={f.label}
                type={f.type}
                autoComplete={f.autoComplete}
                inputMode={f.inputMode ?? (f.type === "email" ? "email" : undefined)}
                helper={f.helper}
                size={size}
                required
              />
            ))}
            <Button type="submit" colorPalette="gold" size={size} loading={form.formState.isSubmitting}>
              {submitLabel}
            </Button>
            {children}
          </Card.Body>
        </Form>
      </Card.Root>
    </Center>
  );
}
