import { componentTests } from "../ui/vitest-project";

// Component and rule tests of this app, run on their own (`npm test -w mfe-driver`) or by the root config.
export default componentTests("mfe-driver", new URL(".", import.meta.url));
