import type { RemoteName } from "@chauffeur/contract";
import type { ReactNode } from "react";
import { usePublicConfig } from "../../config/site-config";
import { RemoteView } from "./remote-view";

/**
 * A page rendered by a micro-frontend's App, under the shell's own `intro` when the page has one (a
 * title band in the page's HTML, shown before the App arrives).
 */
export function RemotePage({ remote, intro }: { remote: RemoteName; intro?: ReactNode }) {
  const { site, environment, policy } = usePublicConfig();
  return (
    <>
      {intro}
      <RemoteView remote={remote} exposed="App" props={{ site, environment, policy }} />
    </>
  );
}
