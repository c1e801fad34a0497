// What the pages use to talk to the API; a separate entry (`@chauffeur/contract/client`) because it
// needs the browser (fetch, sessionStorage) and the Worker never imports it.
export { ApiError, createApiClient, errorText } from "./api-client";
export { createSessionStore } from "./session-store";
