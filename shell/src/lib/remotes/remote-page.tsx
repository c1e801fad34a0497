import type { RemoteName } from "@chauffeur/contract";
import { usePublicConfig } from "../../config/site-config";
import { RemoteView } from "./remote-view";

/** A whole page rendered by a micro-frontend's App. */
export function RemotePage({ remote }: { remote: RemoteName }) {
  const { site, environment } = usePublicConfig();
  return <RemoteView remote={remote} exposed="App" props={{ site, environment }} />;
}
