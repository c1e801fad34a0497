import type { RemoteAppProps } from "@chauffeur/contract";
import { SignInScreen } from "../features/auth/components/sign-in-screen";

/** mfe-driver owns /driver. */
export default function DriverApp(props: RemoteAppProps) {
  return <SignInScreen {...props} />;
}
