import type { DriverSession, RemoteAppProps } from "@chauffeur/contract";
import { QueryProvider } from "@chauffeur/ui/query";
import { useEffect } from "react";
import { logout } from "../features/auth/api/login";
import { SignInScreen } from "../features/auth/components/sign-in-screen";
import { useSession } from "../features/auth/hooks/use-session";
import { forgetDriver, readLastDriver, rememberDriver } from "../features/auth/lib/last-driver";
import { readTaps } from "../features/rides/lib/tap-queue";
import { forgetOfflineRides, installOffline } from "../offline/install";
import { Dashboard } from "./dashboard";

/**
 * mfe-driver owns /driver: the sign-in screen until there is a valid driver session, then the rides.
 * When a session ends by itself (the shift, a new password, signed out elsewhere) the rides kept for
 * offline reading and the taps waiting stay on the phone: the same chauffeur signs in again and the taps
 * go out; another chauffeur never sends them, and the kept rides of the one before are forgotten.
 */
function DriverScreens(props: RemoteAppProps) {
  const { session, notice, signIn, signOut } = useSession();
  useEffect(installOffline, []);
  if (!session) {
    const last = readLastDriver();
    return (
      <SignInScreen
        {...props}
        notice={notice}
        last={last}
        waitingTaps={last ? readTaps(last.id).queued.length : 0}
        onSignedIn={(next: DriverSession, email: string) => {
          if (last && last.id !== next.driver_id) forgetOfflineRides();
          rememberDriver({ id: next.driver_id, name: next.driver_name, email });
          signIn(next);
        }}
      />
    );
  }
  // Signing out on purpose: the session ends on the server, and the rides kept for offline reading go.
  const signOutHere = () => {
    forgetOfflineRides();
    forgetDriver();
    void logout()
      .catch(() => undefined)
      .finally(() => signOut());
  };
  return <Dashboard {...props} session={session} onLogout={signOutHere} />;
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
