import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./db/src/schema/index.ts",
  out: "./db/migrations",
});
