import { ADMIN_LOGIN_FAILED, type AdminSession, type RemoteAppProps } from "@chauffeur/contract";
import { Alert, Button, Card, Center, Field, Heading, Input, Stack, Text } from "@chauffeur/ui";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { useDevSignIn } from "../api/dev-sign-in";
import { login } from "../api/login";

interface Props extends RemoteAppProps {
  notice: string | null;
  onSignedIn: (session: AdminSession) => void;
}

export function SignInScreen({ site, environment, notice, onSignedIn }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const devSignIn = useDevSignIn(environment);

  async function submit(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    if (!(event.currentTarget instanceof HTMLFormElement)) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await login(String(form.get("username") ?? ""), String(form.get("password") ?? "")));
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 401
          ? ADMIN_LOGIN_FAILED
          : `Error: ${(err as Error).message}`,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Center py="16" px="4">
      <Card.Root w="full" maxW="md">
        <Card.Body as="form" gap="5" onSubmit={submit}>
          <Stack gap="1">
            <Heading as="h1" size="2xl" fontFamily="heading">
              Admin Dashboard
            </Heading>
            <Text color="fg.muted">Sign in to manage {site.name} bookings and drivers.</Text>
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
            <Field.Label>Username</Field.Label>
            <Input name="username" autoComplete="username" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Password</Field.Label>
            <Input name="password" type="password" autoComplete="current-password" />
          </Field.Root>
          <Button type="submit" colorPalette="gold" loading={busy}>
            Sign In
          </Button>
          {devSignIn && (
            <Text fontSize="sm" color="fg.muted" data-testid="dev-credentials">
              Development sign-in: {devSignIn.username} / {devSignIn.password}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
