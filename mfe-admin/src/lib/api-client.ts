import { createApiClient } from "@chauffeur/contract/client";

export { ApiError, errorText } from "@chauffeur/contract/client";
/** The API, typed by the Worker's document. Calls carry the signed-in account's token (setAuth); a 401 signs out (see features/auth). */
export const api = createApiClient();
export const { setAuth } = api;
