import type { RemoteAppProps } from "@chauffeur/contract";
import { SignInScreen } from "../features/auth/components/sign-in-screen";
import { useSession } from "../features/auth/hooks/use-session";
import { Dashboard } from "./dashboard";

/** mfe-admin owns /admin: the sign-in screen until there is a valid admin session, then the dashboard. */
export default function AdminApp(props: RemoteAppProps) {
  const { session, notice, signIn, signOut } = useSession();
  if (!session) return <SignInScreen {...props} notice={notice} onSignedIn={signIn} />;
  return <Dashboard {...props} username={session.username} onLogout={() => signOut()} />;
}
