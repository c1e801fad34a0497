import {
  ADMIN_LOGIN_FAILED,
  AdminLogin,
  type AdminLoginResult,
  type AdminSession,
  type RemoteAppProps,
} from "@chauffeur/contract";
import { Button, Text } from "@chauffeur/ui";
import { PasswordResetRequest, SignInForm } from "@chauffeur/ui/form";
import { useState } from "react";
import { ApiError, errorText } from "../../../lib/api-client";
import { requestPasswordReset } from "../api/accounts";
import { useDevSignIn } from "../api/dev-sign-in";
import { login } from "../api/login";
import { EnrolStep } from "./enrol-step";
import { MfaStep } from "./mfa-step";

const FIELDS = [
  { name: "username", label: "Username or e-mail", type: "text", autoComplete: "username" },
  { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
] as const;

/** SPEC.md: a refused sign-in says 'Invalid username or password', anything else 'Error: {detail}'. */
const failureText = (err: unknown) =>
  err instanceof ApiError && err.status === 401 ? ADMIN_LOGIN_FAILED : errorText(err);

type Step =
  | { kind: "password" }
  | { kind: "forgot" }
  | { kind: "code"; challenge: string }
  | { kind: "enrol"; challenge: string; secret: string; otpauthUrl: string };

interface Props extends RemoteAppProps {
  notice: string | null;
  onSignedIn: (session: AdminSession) => void;
}

/**
 * The console's sign-in: the password, then the second factor (a code of the authenticator app or a
 * recovery code; at the first sign-in, enrolling the app), or a password reset by e-mail.
 */
export function SignInScreen({ site, environment, notice, onSignedIn }: Props) {
  const devSignIn = useDevSignIn(environment);
  const [step, setStep] = useState<Step>({ kind: "password" });
  const restart = () => setStep({ kind: "password" });
  const next = (result: AdminLoginResult) => {
    if ("token" in result) onSignedIn(result);
    else if ("mfaRequired" in result) setStep({ kind: "code", challenge: result.challenge });
    else setStep({ kind: "enrol", ...result.mfaSetup });
  };
  if (step.kind === "code")
    return <MfaStep challenge={step.challenge} onSignedIn={onSignedIn} onRestart={restart} />;
  if (step.kind === "enrol")
    return <EnrolStep {...step} site={site} onSignedIn={onSignedIn} onRestart={restart} />;
  if (step.kind === "forgot") {
    return (
      <PasswordResetRequest
        siteName={site.name}
        request={requestPasswordReset}
        failureText={errorText}
        onBack={restart}
      />
    );
  }
  return (
    <SignInForm
      title="Admin Dashboard"
      intro={`Sign in to manage ${site.name} bookings and drivers.`}
      notice={notice}
      schema={AdminLogin}
      fields={FIELDS}
      failureText={failureText}
      onSubmit={async (values) => next(await login(values))}
    >
      <Button variant="plain" size="sm" alignSelf="start" px="0" onClick={() => setStep({ kind: "forgot" })}>
        Forgot your password?
      </Button>
      {devSignIn && (
        <Text fontSize="sm" color="fg.muted" data-testid="dev-credentials">
          Development sign-in: {devSignIn.username} / {devSignIn.password}
        </Text>
      )}
    </SignInForm>
  );
}
