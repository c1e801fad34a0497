import { componentTests } from "../ui/vitest-project";

// Component and rule tests of this app, run on their own (`npm test -w mfe-admin`) or by the root config.
export default componentTests("mfe-admin", new URL(".", import.meta.url));
