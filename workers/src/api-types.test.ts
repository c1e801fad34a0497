import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { API_TYPES_FILE, renderApiTypes } from "../scripts/api-types";

it("the pages' API types are generated from the routes as they are now (else: npm run api:types)", async () => {
  const committed = readFileSync(API_TYPES_FILE, "utf8");
  const current = await renderApiTypes();
  expect(committed === current, "contract/src/client/api-types.ts is stale: run `npm run api:types`").toBe(
    true,
  );
});
