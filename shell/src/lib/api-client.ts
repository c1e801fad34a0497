import { createApiClient } from "@chauffeur/contract/client";

export { ApiError } from "@chauffeur/contract/client";
export const { apiFetch } = createApiClient();
