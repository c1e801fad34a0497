import { ADMIN_LOGIN_FAILED, AdminLogin, type AdminSession, type RemoteAppProps } from "@chauffeur/contract";
import { Text } from "@chauffeur/ui";
import { SignInForm } from "@chauffeur/ui/form";
import { ApiError, errorText } from "../../../lib/api-client";
import { useDevSignIn } from "../api/dev-sign-in";
import { login } from "../api/login";

const FIELDS = [
  { name: "username", label: "Username", type: "text", autoComplete: "username" },
  { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
] as const;

/** SPEC.md: a refused sign-in says 'Invalid username or password', anything else 'Error: {detail}'. */
const failureText = (err: unknown) =>
  err instanceof ApiError && err.status === 401 ? ADMIN_LOGIN_FAILED : errorText(err);

interface Props extends RemoteAppProps {
  notice: string | null;
  onSignedIn: (session: AdminSession) => void;
}

export function SignInScreen({ site, environment, notice, onSignedIn }: Props) {
  const devSignIn = useDevSignIn(environment);
  return (
    <SignInForm
      title="Admin Dashboard"
      intro={`Sign in to manage ${site.name} bookings and drivers.`}
      notice={notice}
      schema={AdminLogin}
      fields={FIELDS}
      failureText={failureText}
      onSubmit={async (values) => onSignedIn(await login(values))}
    >
      {devSignIn && (
        <Text fontSize="sm" color="fg.muted" data-testid="dev-credentials">
          Development sign-in: {devSignIn.username} / {devSignIn.password}
        </Text>
      )}
    </SignInForm>
  );
}
