import { createApiClient } from "@chauffeur/contract/client";

export { ApiError, errorText } from "@chauffeur/contract/client";
/** Calls carry the signed-in account's token (setAuth); a 401 signs out (see features/auth). */
export const { apiFetch, setAuth } = createApiClient();
