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
  children?: ReactNode;
}

/** The staff sign-in card of the admin and driver apps: the same form, their own words and fields. */
export function SignInForm<S extends z.ZodType<FieldValues, FieldValues>>({
  title,
  intro,
  notice,
  schema,
  fields,
  onSubmit,
  failureText,
  size = "md",
  children,
}: SignInFormProps<S>) {
  const form = useContractForm(schema, {
    defaultValues: Object.fromEntries(fields.map((f) => [f.name, ""])) as never,
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
            {fields.map((f) => (
              <TextField
                key={f.name}
                name={f.name}
                label={f.label}
                type={f.type}
                autoComplete={f.autoComplete}
                inputMode={f.type === "email" ? "email" : undefined}
                size={size}
                required
              />
            ))}
            <Button type="submit" colorPalette="gold" size={size} loading={form.formState.isSubmitting}>
              Sign In
            </Button>
            {children}
          </Card.Body>
        </Form>
      </Card.Root>
    </Center>
  );
}
