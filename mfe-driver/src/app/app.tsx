import type { RemoteAppProps } from "@chauffeur/contract";
import { QueryProvider } from "@chauffeur/ui/query";
import { useEffect } from "react";
import { SignInScreen } from "../features/auth/components/sign-in-screen";
import { useSession } from "../features/auth/hooks/use-session";
import { forgetOfflineRides, installOffline } from "../offline/install";
import { Dashboard } from "./dashboard";

/** mfe-driver owns /driver: the sign-in screen until there is a valid driver session, then the rides. */
function DriverScreens(props: RemoteAppProps) {
  const { session, notice, signIn, signOut } = useSession();
  useEffect(installOffline, []);
  // Signed out (a click, or an expired token): the rides kept for offline reading go too.
  useEffect(() => {
    if (!session) forgetOfflineRides();
  }, [session]);
  if (!session) return <SignInScreen {...props} notice={notice} onSignedIn={signIn} />;
  return <Dashboard {...props} session={session} onLogout={() => signOut()} />;
}

/**
 * The driver app, its reads and writes in the page's one server-state cache: `@chauffeur/ui/query` and
 * TanStack Query are federation singletons, loaded with the first app that asks (the public pages never do).
 */
export default function DriverApp(props: RemoteAppProps) {
  return (
    <QueryProvider>
      <DriverScreens {...props} />
    </QueryProvider>
  );
}
