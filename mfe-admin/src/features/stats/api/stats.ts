import { AdminStats } from "@chauffeur/contract";
import { apiFetch } from "../../../lib/api-client";

export const fetchStats = () => apiFetch("/api/admin/stats", AdminStats);
