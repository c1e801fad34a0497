// Writes the Worker's OpenAPI document (what GET /api/openapi.json answers) to a file, for the linter
// in `npm run lint:api` (redocly.yaml).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { describeApi } from "../src/app";

const file = process.argv[2] ?? ".tmp/openapi.json";
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(describeApi(), null, 2)}\n`);
