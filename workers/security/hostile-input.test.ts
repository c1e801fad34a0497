import { vi } from "vitest";
import { describeSweep, SWEEP_TIMEOUT_MS } from "./sweep";

vi.setConfig({ testTimeout: SWEEP_TIMEOUT_MS });

describeSweep(["baselines", "body", "query", "path", "pollution"]);
