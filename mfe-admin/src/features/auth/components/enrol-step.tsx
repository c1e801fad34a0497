import type { AdminSession, SiteInfo } from "@chauffeur/contract";
import { Box, Center, Code, Image, Stack, Text } from "@chauffeur/ui";
import { useEffect, useState } from "react";
import { CodeStep } from "./mfa-step";

/** The secret as people copy it: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

/** The otpauth:// URL as a QR code image (qrcode, loaded only on this step). */
function useQrCode(url: string) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import("qrcode")
      .then(({ toDataURL }) => toDataURL(url, { margin: 1, width: 200, errorCorrectionLevel: "M" }))
      .then((data) => live && setSrc(data))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [url]);
  return src;
}

interface Props {
  challenge: string;
  secret: string;
  otpauthUrl: string;
  site: SiteInfo;
  onSignedIn: (session: AdminSession) => void;
  onRestart: () => void;
}

/**
 * The first sign-in of an account: an authenticator app (any that reads RFC 6238 codes) is set up from
 * the QR code or the secret typed in, and its first code proves it; ten recovery codes follow.
 */
export function EnrolStep({ challenge, secret, otpauthUrl, site, onSignedIn, onRestart }: Props) {
  const qr = useQrCode(otpauthUrl);
  return (
    <CodeStep
      title="Set up two-step sign-in"
      intro={`Every ${site.name} console account signs in with a password and a code from an authenticator app.`}
      challenge={challenge}
      helper="The 6-digit code the app shows now."
      submitLabel="Turn on and sign in"
      onSignedIn={onSignedIn}
      onRestart={onRestart}
      before={
        <Stack gap="3" data-testid="mfa-enrolment">
          <Text>1. In your authenticator app, add an account and scan this code.</Text>
          <Center>
            <Box borderWidth="1px" borderRadius="md" p="2" bg="white" w="216px" h="216px">
              {qr && (
                <Image
                  src={qr}
                  alt="QR code to add this account to your authenticator app"
                  w="200px"
                  h="200px"
                />
              )}
            </Box>
          </Center>
          <Text>2. Or type this key in the app (time-based):</Text>
          <Code data-testid="mfa-secret" fontSize="md" p="2" textAlign="center" wordBreak="break-all">
            {grouped(secret)}
          </Code>
          <Text>3. Enter the code the app shows.</Text>
        </Stack>
      }
    />
  );
}
