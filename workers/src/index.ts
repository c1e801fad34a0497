import { createDb } from "@chauffeur/db";
import { app } from "./app";
import { type Bindings, loadConfig } from "./env";
import { httpMailTransport, sendQueuedMail } from "./services/outbox/send-outbox";

export default {
  fetch: app.fetch,
  /** The cron trigger (wrangler.toml) sends the outbox when a mail provider is configured. */
  async scheduled(_controller, env, ctx) {
    const config = loadConfig(env);
    if (!config.MAIL_PROVIDER_URL) return;
    const transport = httpMailTransport(config.MAIL_PROVIDER_URL, config.MAIL_PROVIDER_TOKEN);
    ctx.waitUntil(
      sendQueuedMail({ db: createDb(env.DB), transport }).then(({ sent, failed }) => {
        if (sent || failed) console.log(JSON.stringify({ level: "info", outbox: { sent, failed } }));
      }),
    );
  },
} satisfies ExportedHandler<Bindings>;

export type { AppType } from "./app";
