import { createDb } from "@chauffeur/db";
import { app } from "./app";
import { type Bindings, loadConfig } from "./env";
import { servicesFor } from "./services/context";
import { runJobs } from "./services/jobs";

export default {
  fetch: app.fetch,
  /** The cron triggers (wrangler.toml): every five minutes the frequent jobs, once a day the daily ones. */
  async scheduled(controller, env, ctx) {
    const services = servicesFor({
      db: createDb(env.DB),
      config: loadConfig(env),
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
