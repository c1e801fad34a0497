import { Portal, Text } from "@chauffeur/ui";
import { ConfirmFooter } from "@chauffeur/ui/confirm-footer";
import { Dialog } from "@chauffeur/ui/widgets";
import { useRef, useState } from "react";
import { authenticateSandbox } from "../../lib/payments/authenticate-sandbox";

/**
 * The sandbox's 3-D Secure step: what a bank shows when it wants the cardholder to confirm a payment
 * (Stripe.js shows the bank's page the same way, in a modal). Confirm or fail, like a processor's test mode.
 */
export function useSandboxChallenge() {
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const settle = useRef<((ok: boolean) => void) | null>(null);

  const authenticate = (clientSecret: string) =>
    new Promise<{ ok: boolean; message?: string }>((resolve) => {
      settle.current = (ok) =>
        resolve(ok ? { ok } : { ok, message: "The payment was not confirmed with your bank." });
      setSecret(clientSecret);
    });

  const answer = async (approve: boolean) => {
    if (!secret) return;
    setBusy(true);
    try {
      await authenticateSandbox(secret, approve);
      settle.current?.(approve);
    } catch {
      settle.current?.(false);
    } finally {
      setBusy(false);
      setSecret(null);
    }
  };

  const dialog = (
    <Dialog.Root
      open={secret !== null}
      role="alertdialog"
      placement="center"
      onOpenChange={(e) => !e.open && !busy && void answer(false)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Confirm this payment with your bank</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                Your bank asks you to confirm this payment (3-D Secure). This is the sandbox's test bank:
                choose whether the check passes.
              </Text>
            </Dialog.Body>
            <ConfirmFooter
              cancelLabel="Fail authentication"
              confirmLabel="Complete authentication"
              busy={busy}
              onConfirm={() => void answer(true)}
              stackOnPhones
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
  return { authenticate, dialog };
}
