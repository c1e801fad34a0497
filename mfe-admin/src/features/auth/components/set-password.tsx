import { Alert, Button, Center, Link, Stack } from "@chauffeur/ui";
import { SignInForm } from "@chauffeur/ui/form";
import type { ReactNode } from "react";
import { useState } from "react";
import { z } from "zod";
import { errorText } from "../../../lib/api-client";

const NewPassword = z
  .object({ password: z.string().min(1, "Choose a password"), confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The two passwords differ" });

interface Props {
  title: string;
  intro: ReactNode;
  /** The link's token, from the address; none: the link is broken. */
  token: string | null;
  helper: string;
  /** Sets the password; answers what to tell the person and where to sign in. */
  submit: (token: string, password: string) => Promise<{ message: string; signInPath: string }>;
}

/** A link's page that sets a password (an invite, a reset): twice typed, then where to sign in. */
export function SetPassword({ title, intro, token, helper, submit }: Props) {
  const [done, setDone] = useState<{ message: string; signInPath: string } | null>(null);
  if (!token || done) {
    return (
      <Center py={{ base: "8", md: "16" }} px="4">
        <Stack maxW="md" gap="4">
          <Alert.Root status={done ? "success" : "error"} role={done ? "status" : "alert"}>
            <Alert.Indicator />
            <Alert.Title>
              {done ? done.message : "This link is incomplete. Open the link from the e-mail again."}
            </Alert.Title>
          </Alert.Root>
          {done && (
            <Button asChild colorPalette="gold">
              <Link href={done.signInPath}>Go to sign-in</Link>
            </Button>
          )}
        </Stack>
      </Center>
    );
  }
  return (
    <SignInForm
      title={title}
      intro={intro}
      notice={null}
      schema={NewPassword}
      fields={[
        { name: "password", label: "New password", type: "password", autoComplete: "new-password", helper },
        { name: "confirm", label: "The same password again", type: "password", autoComplete: "new-password" },
      ]}
      submitLabel="Set password"
      failureText={errorText}
      onSubmit={async ({ password }) => setDone(await submit(token, password))}
    />
  );
}
