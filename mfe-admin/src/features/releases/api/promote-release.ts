import type { RemoteName } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/remotes/{remote}/promote: a checked release becomes the one pages load. */
export const promoteRelease = (remote: RemoteName, version: string) =>
  api.post("/api/admin/remotes/{remote}/promote", { path: { remote }, body: { version } });
