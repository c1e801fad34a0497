import {
  BUILT_IN_VERSION,
  REMOTE_NAMES,
  type RemoteLocation,
  type RemoteManifestEntry,
  type RemoteName,
  releaseFolder,
} from "@chauffeur/contract";
import type { Config } from "../../env";

/** A remote's state in the manifest: the release live and those live before it (null: the built-in one). */
export interface RemotePointer {
  live: string | null;
  previous: (string | null)[];
}
export type RemotePointers = Partial<Record<RemoteName, RemotePointer>>;

/** How many versions back the manifest keeps, to fall back and roll back to. */
export const KEPT_PREVIOUS = 5;

const BUILT_IN: Record<RemoteName, (config: Config) => string> = {
  booking: (config) => config.REMOTE_BOOKING_URL,
  admin: (config) => config.REMOTE_ADMIN_URL,
  driver: (config) => config.REMOTE_DRIVER_URL,
};

/** Where a version of a remote is: a release in the bucket, or the one deployed with the Worker. */
export function locate(config: Config, remote: RemoteName, version: string | null): RemoteLocation {
  return version === null
    ? { url: BUILT_IN[remote](config), version: BUILT_IN_VERSION }
    : { url: `${releaseFolder(remote, version)}remoteEntry.js`, version };
}

/** The state of a remote never promoted: the built-in one, nothing before it. */
export const builtInPointer = (): RemotePointer => ({ live: null, previous: [] });

/** The manifest the pages load their remotes by (GET /api/config and every page's boot data). */
export function remoteManifest(
  config: Config,
  pointers: RemotePointers,
): Record<RemoteName, RemoteManifestEntry> {
  const entries = REMOTE_NAMES.map((remote) => {
    const pointer = pointers[remote] ?? builtInPointer();
    return [
      remote,
      {
        ...locate(config, remote, pointer.live),
        previous: pointer.previous.map((version) => locate(config, remote, version)),
      },
    ] as const;
  });
  return Object.fromEntries(entries) as Record<RemoteName, RemoteManifestEntry>;
}
