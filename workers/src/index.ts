import { app } from "./app";

export default app;
export type { AppType } from "./app";
