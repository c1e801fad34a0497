/**
 * The browser's micro-frontends, set up from the page's boot data: the whole app's entry does it first
 * thing, a page of islands when an island that shows a remote wakes (docs/decisions/028). The only
 * importer of the federation plugin's runtime (docs/decisions/008).
 */
import {
  __federation_method_getRemote as getRemote,
  __federation_method_setRemote as setRemote,
  __federation_method_unwrapDefault as unwrapDefault,
} from "virtual:__federation__";
import type { PublicConfig } from "@chauffeur/contract";
import { startFieldData } from "./field-data";
import { guardVersion, whyFailed } from "./integrity";
import { configureRemotes, RETRY_DELAYS_MS } from "./load-remote";

export function startRemotes(config: PublicConfig) {
  configureRemotes(config.remotes, { getRemote, setRemote, unwrapDefault }, RETRY_DELAYS_MS, {
    guard: guardVersion,
    whyFailed,
  });
  startFieldData(config.telemetry?.samplePercent ?? 0);
}
