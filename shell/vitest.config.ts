import { componentTests } from "../ui/vitest-project";

// Component and rule tests of this app, run on their own (`npm test -w shell`) or by the root config.
export default componentTests("shell", new URL(".", import.meta.url));
