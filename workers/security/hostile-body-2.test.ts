import { describeSweep } from "./sweep";

// One shard of the hostile-input sweep (sweep.ts says why it is split).
describeSweep({ checks: ["body"], shard: 1, shards: 4 });
