import { type AdminSession, MfaCode } from "@chauffeur/contract";
import { Button } from "@chauffeur/ui";
import { SignInForm } from "@chauffeur/ui/form";
import type { ReactNode } from "react";
import { z } from "zod";
import { errorText } from "../../../lib/api-client";
import { loginMfa } from "../api/login-mfa";

/** The code field of both second-factor steps: the form sends it with the step's challenge. */
export const CodeForm = z.object({ code: MfaCode.shape.code });

interface Props {
  title: string;
  intro: ReactNode;
  challenge: string;
  helper: string;
  before?: ReactNode;
  submitLabel: string;
  onSignedIn: (session: AdminSession) => void;
  onRestart: () => void;
}

/** A second-factor step: a code, sent with the step's challenge; "Start again" goes back to the password. */
export function CodeStep({
  title,
  intro,
  challenge,
  helper,
  before,
  submitLabel,
  onSignedIn,
  onRestart,
}: Props) {
  return (
    <SignInForm
      title={title}
      intro={intro}
      notice={null}
      schema={CodeForm}
      fields={[
        {
          name: "code",
          label: "Code",
          type: "text",
          autoComplete: "one-time-code",
          helper,
          inputMode: "text",
        },
      ]}
      before={before}
      submitLabel={submitLabel}
      failureText={errorText}
      onSubmit={async ({ code }) => onSignedIn(await loginMfa({ challenge, code }))}
    >
      <Button variant="plain" size="sm" alignSelf="start" px="0" onClick={onRestart}>
        Start again
      </Button>
    </SignInForm>
  );
}

/** The second step of every sign-in: the code the authenticator app shows, or one recovery code. */
export const MfaStep = (p: {
  challenge: string;
  onSignedIn: (s: AdminSession) => void;
  onRestart: () => void;
}) => (
  <CodeStep
    {...p}
    title="Two-step sign-in"
    intro="Enter the 6-digit code your authenticator app shows for this console."
    helper="Lost your phone? Enter one of your recovery codes instead (each works once)."
    submitLabel="Verify"
  />
);
