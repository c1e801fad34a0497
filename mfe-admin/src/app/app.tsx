import type { AdminSession, RemoteAppProps } from "@chauffeur/contract";
import { BookingPolicyProvider, useLocation } from "@chauffeur/ui";
import { QueryProvider } from "@chauffeur/ui/query";
import { useState } from "react";
import { InviteScreen, ResetPasswordScreen } from "../features/auth/components/link-screens";
import { RecoveryCodes } from "../features/auth/components/recovery-codes";
import { SignInScreen } from "../features/auth/components/sign-in-screen";
import { useSession } from "../features/auth/hooks/use-session";
import { Dashboard } from "./dashboard";

/**
 * mfe-admin owns /admin: the sign-in until there is a valid staff session (the recovery codes once, at
 * enrolment), then the dashboard.
 */
function AdminScreens(props: RemoteAppProps) {
  const { session, notice, signIn, signOut } = useSession();
  const [codes, setCodes] = useState<string[] | null>(null);
  const signedIn = ({ recoveryCodes, ...rest }: AdminSession) => {
    if (recoveryCodes?.length) setCodes(recoveryCodes);
    signIn(rest);
  };
  if (!session) return <SignInScreen {...props} notice={notice} onSignedIn={signedIn} />;
  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  return <Dashboard {...props} session={session} onSignOut={signOut} />;
}

/** The pages of an e-mailed link (mfe-admin's too): an invite to the console, a password reset. */
function Screens(props: RemoteAppProps) {
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, "") === "/admin/invite") return <InviteScreen site={props.site} />;
  if (pathname.replace(/\/+$/, "") === "/reset-password") return <ResetPasswordScreen site={props.site} />;
  return <AdminScreens {...props} />;
}

/**
 * The admin app, its reads and writes in the page's one server-state cache: `@chauffeur/ui/query` and
 * TanStack Query are federation singletons, loaded with the first app that asks (the public pages never do).
 */
export default function AdminApp(props: RemoteAppProps) {
  return (
    <QueryProvider>
      <BookingPolicyProvider value={props.policy}>
        <Screens {...props} />
      </BookingPolicyProvider>
    </QueryProvider>
  );
}
