import type { RemoteName } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/**
 * POST /api/admin/remotes/{remote}/rollback: the version live before `from` (the one the console shows
 * live) is put back; if another is live by now, nothing moves and the console is told to look again.
 */
export const rollbackRelease = (remote: RemoteName, from: string) =>
  api.post("/api/admin/remotes/{remote}/rollback", { path: { remote }, body: { from } });
