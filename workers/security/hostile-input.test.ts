import { describeSweep } from "./sweep";

describeSweep(["baselines", "body", "query", "path", "pollution"]);
