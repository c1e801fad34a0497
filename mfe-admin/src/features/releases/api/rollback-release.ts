import type { RemoteName } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/remotes/{remote}/rollback: the version live before this one is put back. */
export const rollbackRelease = (remote: RemoteName) =>
  api.post("/api/admin/remotes/{remote}/rollback", { path: { remote } });
