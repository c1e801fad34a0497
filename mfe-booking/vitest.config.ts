import { componentTests } from "../ui/vitest-project";

// Component and rule tests of this app, run on their own (`npm test -w mfe-booking`) or by the root config.
export default componentTests("mfe-booking", new URL(".", import.meta.url));
