import { PasswordResetRequest as ResetRequest } from "@chauffeur/contract";
import { Alert, Button } from "@chauffeur/ui";
import { useState } from "react";
import { SignInForm } from "./sign-in-form";

interface Props {
  siteName: string;
  /** POST /api/auth/password-reset: answers the same words whether or not an account uses the address. */
  request: (body: { email: string }) => Promise<{ message: string }>;
  failureText: (err: unknown) => string;
  onBack: () => void;
  size?: "md" | "lg";
}

/**
 * "Forgot your password?" of the console and the chauffeur app: a link by e-mail. The answer is the same
 * whether or not an account uses the address, so the page tells nobody which addresses have accounts.
 */
export function PasswordResetRequest({ siteName, request, failureText, onBack, size }: Props) {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <SignInForm
      title="Reset your password"
      intro={`Enter the e-mail of your ${siteName} account: we send a link to choose a new password.`}
      notice={null}
      schema={ResetRequest}
      fields={[{ name: "email", label: "E-mail", type: "email", autoComplete: "email" }]}
      submitLabel="Send the link"
      size={size}
      failureText={failureText}
      before={
        sent && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{sent}</Alert.Title>
          </Alert.Root>
        )
      }
      onSubmit={async (values) => setSent((await request(values)).message)}
    >
      <Button variant="plain" size="sm" alignSelf="start" px="0" onClick={onBack}>
        Back to sign-in
      </Button>
    </SignInForm>
  );
}
