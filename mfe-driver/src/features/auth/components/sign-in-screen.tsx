import { DriverLogin, type DriverSession, type RemoteAppProps } from "@chauffeur/contract";
import { Alert, Button, toaster } from "@chauffeur/ui";
import { PasswordResetRequest, SignInForm } from "@chauffeur/ui/form";
import { useState } from "react";
import { ApiError, errorText } from "../../../lib/api-client";
import { login, requestPasswordReset } from "../api/login";
import type { LastDriver } from "../lib/last-driver";

const FIELDS = [
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
] as const;

/** SPEC.md: 'Login failed: {detail}' when the server says why, 'Login failed' when it cannot be reached. */
const failureText = (err: unknown) =>
  err instanceof ApiError && err.message ? `Login failed: ${err.message}` : "Login failed";

interface Props extends RemoteAppProps {
  notice: string | null;
  /** Who signed in last on this phone, and how many of their taps wait to be sent. */
  last: LastDriver | null;
  waitingTaps: number;
  onSignedIn: (session: DriverSession, email: string) => void;
}

export function SignInScreen({ site, notice, last, waitingTaps, onSignedIn }: Props) {
  const [forgot, setForgot] = useState(false);
  if (forgot) {
    return (
      <PasswordResetRequest
        siteName={site.name}
        request={requestPasswordReset}
        failureText={errorText}
        onBack={() => setForgot(false)}
        size="lg"
      />
    );
  }
  return (
    <SignInForm
      title="Driver Dashboard"
      intro={`Sign in to see and run your ${site.name} rides.`}
      notice={notice}
      schema={DriverLogin}
      fields={FIELDS}
      failureText={failureText}
      size="lg"
      defaultValues={last && notice ? { email: last.email } : undefined}
      before={
        last &&
        waitingTaps > 0 && (
          <Alert.Root status="info" data-testid="taps-waiting-sign-in">
            <Alert.Indicator />
            <Alert.Title>
              {waitingTaps} {waitingTaps === 1 ? "step waits" : "steps wait"} on this phone for {last.name}:
              they are sent once {last.name} signs in again.
            </Alert.Title>
          </Alert.Root>
        )
      }
      onSubmit={async (values) => {
        const session = await login(values);
        toaster.create({ type: "success", title: `Welcome, ${session.driver_name}!` });
        onSignedIn(session, values.email);
      }}
    >
      <Button variant="plain" size="sm" alignSelf="start" px="0" onClick={() => setForgot(true)}>
        Forgot your password?
      </Button>
    </SignInForm>
  );
}
