import { DriverLogin, type DriverSession, type RemoteAppProps } from "@chauffeur/contract";
import { toaster } from "@chauffeur/ui";
import { SignInForm } from "@chauffeur/ui/form";
import { ApiError } from "../../../lib/api-client";
import { login } from "../api/login";

const FIELDS = [
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
] as const;

/** SPEC.md: 'Login failed: {detail}' when the server says why, 'Login failed' when it cannot be reached. */
const failureText = (err: unknown) =>
  err instanceof ApiError && err.message ? `Login failed: ${err.message}` : "Login failed";

interface Props extends RemoteAppProps {
  notice: string | null;
  onSignedIn: (session: DriverSession) => void;
}

export function SignInScreen({ site, notice, onSignedIn }: Props) {
  return (
    <SignInForm
      title="Driver Dashboard"
      intro={`Sign in to see and run your ${site.name} rides.`}
      notice={notice}
      schema={DriverLogin}
      fields={FIELDS}
      failureText={failureText}
      size="lg"
      onSubmit={async (values) => {
        const session = await login(values);
        toaster.create({ type: "success", title: `Welcome, ${session.driver_name}!` });
        onSignedIn(session);
      }}
    />
  );
}
