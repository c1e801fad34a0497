import type { RemoteAppProps } from "@chauffeur/contract";
import { SignInScreen } from "../features/auth/components/sign-in-screen";

/** mfe-admin owns /admin. */
export default function AdminApp(props: RemoteAppProps) {
  return <SignInScreen {...props} />;
}
