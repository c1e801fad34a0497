import { describeSweep } from "./sweep";

// One shard of the hostile-input sweep (sweep.ts says why it is split).
describeSweep({ checks: ["query"], shard: 0, shards: 1 });
