import type { RemoteAppProps } from "@chauffeur/contract";
import { SignInScreen } from "../features/auth/components/sign-in-screen";
import { useSession } from "../features/auth/hooks/use-session";
import { Dashboard } from "./dashboard";

/** mfe-driver owns /driver: the sign-in screen until there is a valid driver session, then the rides. */
export default function DriverApp(props: RemoteAppProps) {
  const { session, notice, signIn, signOut } = useSession();
  if (!session) return <SignInScreen {...props} notice={notice} onSignedIn={signIn} />;
  return <Dashboard {...props} session={session} onLogout={() => signOut()} />;
}
