import type { Context } from "hono";
import type { Actor } from "../services/audit/entry";
import { clientAddress } from "../services/auth/rate-limit";
import type { AppEnv } from "./types";

/** The caller's address (cf-connecting-ip), for the guessing limits and the audit log. */
export const addressOf = (c: Context<AppEnv>) => clientAddress((name) => c.req.header(name));

/** Who is acting on a guarded route, as the audit log records them: account, role, name and address. */
export function actorOf(c: Context<AppEnv>): Actor {
  const auth = c.var.auth;
  const address = addressOf(c) ?? null;
  if (auth.role === "admin") {
    return { type: "staff", id: auth.sub, role: auth.staffRole ?? null, name: auth.name ?? null, address };
  }
  if (auth.role === "driver") return { type: "driver", id: auth.sub, role: "driver", address };
  return { type: "customer", id: auth.sub, role: "customer", address };
}
