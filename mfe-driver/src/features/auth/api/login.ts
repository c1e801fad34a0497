import type { DriverLogin } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/drivers/login: the driver token (4 hours). */
export const login = (body: DriverLogin) => api.post("/api/drivers/login", { body });
