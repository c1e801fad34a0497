import type { RegisterDriver } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/drivers/register. */
export const registerDriver = (body: RegisterDriver) => api.post("/api/drivers/register", { body });
