import { createSystem, defaultBaseConfig, defineConfig, type SlotRecipeConfig } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";
import { BRAND_COLORS, BRAND_FONTS } from "./brand";

/** A palette of plain colours as the theme's tokens. */
const tokensOf = (palette: Record<string, string>) =>
  Object.fromEntries(Object.entries(palette).map(([shade, value]) => [shade, { value }]));

/** Chakra's palettes no screen of ours uses: their tokens would be computed and sent for nothing. */
const UNUSED_PALETTES = new Set(["yellow", "teal", "cyan", "pink"]);

function withoutUnusedPalettes<T extends { colors?: unknown }>(group: T): T {
  const colors = Object.entries((group.colors ?? {}) as Record<string, unknown>).filter(
    ([name]) => !UNUSED_PALETTES.has(name),
  );
  return { ...group, colors: Object.fromEntries(colors) };
}

/**
 * The light values of Chakra's semantic tokens: the site has one color scheme, so the dark values
 * (and the `.dark` rules they make) would be computed by every visitor's browser and never used.
 */
function lightValues(tree: unknown): unknown {
  if (tree === null || typeof tree !== "object") return tree;
  const node = tree as Record<string, unknown>;
  const value = node.value as Record<string, unknown> | undefined;
  if (value && typeof value === "object" && "_light" in value) return { ...node, value: value._light };
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightValues(child)]));
}

/**
 * Chakra's global styles with the custom properties of its `*` rule (ring, filter and backdrop
 * defaults, the global font and border color) declared once on `html`, from where every element
 * inherits them. Declared on every element, they gave each element its own set of some twenty-five
 * variables to compute: on a phone, most of the style work of a first paint.
 */
function hoistUniversalVariables(css: typeof globalCss): typeof globalCss {
  const { "*": universal = {}, html = {}, ...rest } = css as Record<string, Record<string, unknown>>;
  const entries = Object.entries(universal);
  const variables = Object.fromEntries(entries.filter(([name]) => name.startsWith("--")));
  const properties = Object.fromEntries(entries.filter(([name]) => !name.startsWith("--")));
  return { "*": properties, html: { ...variables, ...html }, ...rest } as typeof globalCss;
}

/**
 * Chakra's tokens and styles with only the recipes of the components `@chauffeur/ui` exports: the
 * default theme carries about seventy recipes (20 KiB gzip) that every visitor would download.
 * A component added to the design system brings its recipe here; the widgets' recipes come with the
 * widgets module (`addSlotRecipes`).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: hoistUniversalVariables(globalCss),
  theme: {
    breakpoints,
    keyframes,
    tokens: withoutUnusedPalettes(tokens),
    semanticTokens: lightValues(withoutUnusedPalettes(semanticTokens)) as typeof semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** The brand: near-black surfaces, a warm gold accent, generous type. */
const brand = defineConfig({
  globalCss: {
    "html, body": { bg: "bg", color: "fg" },
    html: { scrollBehavior: "smooth", _motionReduce: { scrollBehavior: "auto" } },
    // A Static part's element (ui/src/static.tsx) lays out as its children would without it.
    "[data-static]": { display: "contents" },
    // So does an island's (shell/src/islands): the root an island hydrates into.
    "[data-island]": { display: "contents" },
  },
  theme: {
    slotRecipes: {
      // Chakra's success and error toasts put white on green.600 / red.600 and fade the description
      // to 80%: under 4.5:1. A shade darker and no fade reads at AA.
      toast: {
        slots: toastSlotRecipe.slots ?? [],
        base: {
          root: {
            "&[data-type=success]": { bg: "green.700" },
            "&[data-type=error]": { bg: "red.700" },
          },
          description: { opacity: "1" },
        },
      },
    },
    tokens: {
      fonts: {
        // Self-hosted (shell/src/fonts.css), with a local fallback sized to its metrics so the swap
        // moves nothing.
        heading: { value: BRAND_FONTS.heading },
        // The device's own interface font: nothing to download (shell/src/fonts.css says why).
        body: { value: BRAND_FONTS.body },
      },
      colors: { gold: tokensOf(BRAND_COLORS.gold), ink: tokensOf(BRAND_COLORS.ink) },
    },
    semanticTokens: {
      colors: {
        // The default red.500 is under 4.5:1 on white; error text must be readable.
        fg: { error: { value: "{colors.red.700}" } },
        gold: {
          // Bright gold with near-black text: AA contrast at rest and under the hover tint.
          solid: { value: "{colors.gold.400}" },
          contrast: { value: "{colors.ink.900}" },
          fg: { value: "{colors.gold.700}" },
          muted: { value: "{colors.gold.100}" },
          subtle: { value: "{colors.gold.50}" },
          emphasized: { value: "{colors.gold.200}" },
          focusRing: { value: "{colors.gold.500}" },
        },
      },
    },
  },
});

type System = ReturnType<typeof createSystem>;
let system: System | undefined;

/**
 * The attribute of the `<style>` tag in which the Worker sends the design system's page-wide styles
 * (the reset, the global styles and the tokens' custom properties; ui/src/server.tsx).
 */
export const SYSTEM_STYLES_ATTRIBUTE = "data-system-styles";

/**
 * Gives the system the page-wide styles the Worker already sent, so the browser neither computes them
 * (ui/lazy-global-styles.ts leaves them uncomputed until read) nor inserts them again. They are
 * handed to Emotion as it writes them itself, by name and CSS: its `<Global>` finds the tag of that
 * name and adopts it.
 */
function adoptServerStyles(made: System) {
  if (typeof document === "undefined") return;
  const tag = document.querySelector<HTMLStyleElement>(`style[${SYSTEM_STYLES_ATTRIBUTE}]`);
  // `data-emotion="css-global <name>"`.
  const name = tag?.dataset.emotion?.split(" ")[1];
  if (!tag || !name) return;
  Object.defineProperty(made, "_global", { value: { name, styles: tag.textContent ?? "" } });
}

/**
 * The design system, made on first use. Making it (Chakra turns some five hundred tokens into CSS
 * variables and style functions) is the largest single piece of work a page's scripts do: on a phone
 * over 100 ms. Made when first asked for, not when the module loads, a page can give it a task of its
 * own (shell/src/main.tsx) instead of adding it to the evaluation of every module.
 */
export function designSystem(): System {
  if (!system) {
    system = createSystem(defaultBaseConfig, chakraTheme, brand);
    adoptServerStyles(system);
  }
  return system;
}

/**
 * Adds recipes to the system once their module loads (ui/src/widgets.ts). Chakra reads a component's
 * recipe from the theme on its first render, so they must be added before one renders: the widgets
 * module does it as it is imported, before any of its components can be used.
 */
export function addSlotRecipes(recipes: Record<string, SlotRecipeConfig>) {
  const made = designSystem();
  const theme = made._config.theme ?? {};
  theme.slotRecipes = { ...recipes, ...theme.slotRecipes };
  made._config.theme = theme;
}
