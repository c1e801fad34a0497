import { AccountSignIn } from "@chauffeur/contract";
import { Alert, Button, Card, Heading, Stack, Text } from "@chauffeur/ui";
import { Form, TextField, useContractForm } from "@chauffeur/ui/form";
import { useState } from "react";
import { errorText } from "../../../lib/api-client";
import { requestSignIn } from "../api/account";

/** /account signed out: an e-mail address, and a link sent to it (no password). */
export function SignInCard({ notice }: { notice: string | null }) {
  const form = useContractForm(AccountSignIn, { defaultValues: { email: "" } });
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Card.Root maxW="lg" mx="auto" w="full">
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          Sign in with your e-mail
        </Heading>
        <Text color="fg.muted">
          We e-mail you a link that signs you in: no password. Every ride booked with your address is in your
          account.
        </Text>
        {notice && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{notice}</Alert.Title>
          </Alert.Root>
        )}
        {sent ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Check your inbox</Alert.Title>
              <Alert.Description>{sent}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Form
            form={form}
            aria-label="Sign in"
            failureText={errorText}
            onValid={async ({ email }) => setSent((await requestSignIn(email)).message)}
          >
            <Stack gap="4">
              <TextField name="email" label="E-mail address" type="email" autoComplete="email" required />
              <Button type="submit" colorPalette="gold" loading={form.formState.isSubmitting}>
                Send me a sign-in link
              </Button>
            </Stack>
          </Form>
        )}
      </Card.Body>
    </Card.Root>
  );
}
