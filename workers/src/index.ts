import { createDb } from "@chauffeur/db";
import { app } from "./app";
import { type Bindings, loadConfig } from "./env";
import { runJobs } from "./services/jobs";

export default {
  fetch: app.fetch,
  /** The cron trigger (wrangler.toml) runs every scheduled job: fare holds, settlement, the outbox. */
  async scheduled(controller, env, ctx) {
    const config = loadConfig(env);
    ctx.waitUntil(
      runJobs({ db: createDb(env.DB), config, now: new Date(controller.scheduledTime) }).then((jobs) => {
        console.log(JSON.stringify({ level: "info", cron: controller.cron, jobs }));
      }),
    );
  },
} satisfies ExportedHandler<Bindings>;

export type { AppType } from "./app";
