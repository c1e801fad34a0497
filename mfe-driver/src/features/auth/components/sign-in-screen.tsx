import type { DriverSession, RemoteAppProps } from "@chauffeur/contract";
import { Alert, Button, Card, Center, Field, Heading, Input, Stack, Text, toaster } from "@chauffeur/ui";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { login } from "../api/login";

interface Props extends RemoteAppProps {
  notice: string | null;
  onSignedIn: (session: DriverSession) => void;
}

/** SPEC.md: 'Login failed: {detail}' when the server says why, 'Login failed' when it cannot be reached. */
const failureText = (err: unknown) =>
  err instanceof ApiError && err.message ? `Login failed: ${err.message}` : "Login failed";

export function SignInScreen({ site, notice, onSignedIn }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    if (!(event.currentTarget instanceof HTMLFormElement)) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const session = await login(String(form.get("email") ?? ""), String(form.get("password") ?? ""));
      toaster.create({ type: "success", title: `Welcome, ${session.driver_name}!` });
      onSignedIn(session);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Center py={{ base: "8", md: "16" }} px="4">
      <Card.Root w="full" maxW="md">
        <Card.Body as="form" gap="5" onSubmit={submit}>
          <Stack gap="1">
            <Heading as="h1" size="2xl" fontFamily="heading">
              Driver Dashboard
            </Heading>
            <Text color="fg.muted">Sign in to see and run your {site.name} rides.</Text>
          </Stack>
          {notice && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{notice}</Alert.Title>
            </Alert.Root>
          )}
          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root required>
            <Field.Label>Email</Field.Label>
            <Input name="email" type="email" autoComplete="email" inputMode="email" size="lg" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Password</Field.Label>
            <Input name="password" type="password" autoComplete="current-password" size="lg" />
          </Field.Root>
          <Button type="submit" colorPalette="gold" size="lg" loading={busy}>
            Sign In
          </Button>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
