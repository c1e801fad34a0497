// stylis ships no types; the one function the style cache uses, typed as Emotion types its plugins.
declare module "stylis" {
  import type { StylisPlugin } from "@emotion/cache";
  export const prefixer: StylisPlugin;
}
