import { createDb } from "@chauffeur/db";
import { app } from "./app";
import { type Bindings, loadConfig } from "./env";
import { savedPolicies } from "./middleware/context";
import { servicesFor } from "./services/context";
import { runJobs } from "./services/jobs";
import { withPolicies } from "./services/settings";

export default {
  fetch: app.fetch,
  /** The cron triggers (wrangler.toml): every five minutes the frequent jobs, once a day the daily ones. */
  async scheduled(controller, env, ctx) {
    const db = createDb(env.DB);
    const services = servicesFor({
      db,
      config: withPolicies(loadConfig(env), await savedPolicies(db)),
      bucket: env.REMOTES,
      now: new Date(controller.scheduledTime),
    });
    ctx.waitUntil(
      runJobs({ ctx: services, input: { cron: controller.cron } }).then((jobs) => {
        console.log(JSON.stringify({ level: "info", cron: controller.cron, jobs }));
      }),
    );
  },
} satisfies ExportedHandler<Bindings>;

export type { AppType } from "./app";
