import { createApiClient } from "@chauffeur/contract/client";

export { ApiError, errorText } from "@chauffeur/contract/client";
/** The API, typed by the Worker's document (contract/src/client). */
export const api = createApiClient();
