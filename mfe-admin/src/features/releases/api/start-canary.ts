import type { RemoteName } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/remotes/{remote}/canary: a checked release to `share` percent of browsers (or a new share). */
export const startCanary = (remote: RemoteName, version: string, share: number) =>
  api.post("/api/admin/remotes/{remote}/canary", { path: { remote }, body: { version, share } });
