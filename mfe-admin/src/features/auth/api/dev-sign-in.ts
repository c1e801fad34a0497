import type { DevSignIn } from "@chauffeur/contract";
import { useEffect, useState } from "react";
import { api } from "../../../lib/api-client";

/** GET /api/admin/dev-sign-in: the development sign-in, when the server says it works there. */
export const fetchDevSignIn = () => api.get("/api/admin/dev-sign-in");

/**
 * The sign-in hint of a local development run. The bundle holds no credentials: only a server running
 * as `development` is asked, and it answers the pair only when signing in with it would succeed.
 */
export function useDevSignIn(environment: "development" | "production") {
  const [signIn, setSignIn] = useState<DevSignIn["signIn"]>(null);
  useEffect(() => {
    if (environment !== "development") return;
    let live = true;
    fetchDevSignIn()
      .then((answer) => live && setSignIn(answer.signIn))
      .catch(() => live && setSignIn(null));
    return () => {
      live = false;
    };
  }, [environment]);
  return signIn;
}
