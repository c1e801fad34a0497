import type { RemoteAppProps } from "@chauffeur/contract";
import { QueryProvider } from "@chauffeur/ui/query";
import { SignInScreen } from "../features/auth/components/sign-in-screen";
import { useSession } from "../features/auth/hooks/use-session";
import { Dashboard } from "./dashboard";

/** mfe-admin owns /admin: the sign-in screen until there is a valid admin session, then the dashboard. */
function AdminScreens(props: RemoteAppProps) {
  const { session, notice, signIn, signOut } = useSession();
  if (!session) return <SignInScreen {...props} notice={notice} onSignedIn={signIn} />;
  return <Dashboard {...props} username={session.username} onLogout={() => signOut()} />;
}

/**
 * The admin app, its reads and writes in the page's one server-state cache: `@chauffeur/ui/query` and
 * TanStack Query are federation singletons, loaded with the first app that asks (the public pages never do).
 */
export default function AdminApp(props: RemoteAppProps) {
  return (
    <QueryProvider>
      <AdminScreens {...props} />
    </QueryProvider>
  );
}
