import { workerTestConfig } from "./vitest.config";

// `npm run test:security`: the authorization matrix and the hostile-input sweep over every route of
// GET /api/openapi.json (workers/security), in workerd with D1 like the Worker tests.
export default workerTestConfig({
  name: "security",
  include: ["security/**/*.test.ts"],
  // Each test walks every route: hundreds of requests; generous for a loaded machine.
  testTimeout: 600_000,
});
