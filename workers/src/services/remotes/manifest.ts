import {
  BUILT_IN_VERSION,
  REMOTE_NAMES,
  type RemoteLocation,
  type RemoteManifestEntry,
  type RemoteName,
  releaseFolder,
} from "@chauffeur/contract";
import type { Config } from "../../env";

/** A released version's SRIs: its entry's and its list of scripts' (null for a version sealed before 0032). */
export interface VersionIntegrity {
  integrity: string | null;
  filesIntegrity: string | null;
}

/**
 * A remote's state in the manifest: the release live and those live before it (null: the built-in one),
 * the canary when one runs, and the SRIs of the released versions it names.
 */
export interface RemotePointer {
  live: string | null;
  previous: (string | null)[];
  canary?: { version: string; share: number } | null;
  integrity?: Record<string, VersionIntegrity>;
}
export type RemotePointers = Partial<Record<RemoteName, RemotePointer>>;

/** How many versions back the manifest keeps, to fall back and roll back to. */
export const KEPT_PREVIOUS = 5;

const BUILT_IN: Record<RemoteName, (config: Config) => string> = {
  booking: (config) => config.REMOTE_BOOKING_URL,
  admin: (config) => config.REMOTE_ADMIN_URL,
  driver: (config) => config.REMOTE_DRIVER_URL,
};

/**
 * Where a version of a remote is: a release in the bucket (with the SRIs its seal wrote, when known), or
 * the one deployed with the Worker.
 */
export function locate(
  config: Config,
  remote: RemoteName,
  version: string | null,
  integrity: Record<string, VersionIntegrity> = {},
): RemoteLocation {
  if (version === null) {
    return {
      url: BUILT_IN[remote](config),
      version: BUILT_IN_VERSION,
      integrity: null,
      filesIntegrity: null,
    };
  }
  const sri = integrity[version];
  return {
    url: `${releaseFolder(remote, version)}remoteEntry.js`,
    version,
    integrity: sri?.integrity ?? null,
    filesIntegrity: sri?.filesIntegrity ?? null,
  };
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
    const at = (version: string | null) => locate(config, remote, version, pointer.integrity);
    const entry: RemoteManifestEntry = { ...at(pointer.live), previous: pointer.previous.map(at) };
    if (pointer.canary) entry.canary = { ...at(pointer.canary.version), share: pointer.canary.share };
    return [remote, entry] as const;
  });
  return Object.fromEntries(entries) as Record<RemoteName, RemoteManifestEntry>;
}
