// What the pages use to talk to the API; a separate entry (`@chauffeur/contract/client`) because it
// needs the browser (fetch, sessionStorage) and the Worker never imports it. No zod at run time here:
// the answers' types come from the Worker's own document (api-types.ts), so the boot path stays small.
export { type Answer, type ApiClient, ApiError, createApiClient, errorText } from "./api-client";
export { saveFile } from "./save-file";
export { createSessionStore } from "./session-store";
