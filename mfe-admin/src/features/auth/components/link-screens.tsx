import { INVITE_TTL_HOURS, RESET_TTL_MINUTES, type SiteInfo } from "@chauffeur/contract";
import { useSearchParams } from "@chauffeur/ui";
import { acceptInvite, confirmPasswordReset } from "../api/accounts";
import { SetPassword } from "./set-password";

/** /admin/invite?token=...: the invited person chooses their password (12 characters at least). */
export function InviteScreen({ site }: { site: SiteInfo }) {
  const [params] = useSearchParams();
  return (
    <SetPassword
      title="Welcome to the console"
      intro={`Choose the password of your ${site.name} console account. The invite works once, for ${INVITE_TTL_HOURS} hours.`}
      token={params.get("token")}
      helper="At least 12 characters; a few words you will remember make a good one."
      submit={async (token, password) => {
        const { message } = await acceptInvite({ token, password });
        return { message, signInPath: "/admin" };
      }}
    />
  );
}

/** /reset-password?token=...: a staff member or a chauffeur chooses a new password from the e-mailed link. */
export function ResetPasswordScreen({ site }: { site: SiteInfo }) {
  const [params] = useSearchParams();
  return (
    <SetPassword
      title="Choose a new password"
      intro={`For your ${site.name} account. The link works once, for ${RESET_TTL_MINUTES} minutes; every device signed in to the account is signed out.`}
      token={params.get("token")}
      helper="Staff: at least 12 characters. Chauffeurs: at least 10, with letters and digits."
      submit={(token, password) => confirmPasswordReset({ token, password })}
    />
  );
}
