import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { lazyGlobalStyles, withLazyGlobalStyles } from "./lazy-global-styles";

const require = createRequire(import.meta.url);
const chakra = dirname(require.resolve("@chakra-ui/react/package.json"));
const systemModule = join(chakra, "dist/esm/styled-system/system.js");

describe("the build step that leaves Chakra's page-wide styles uncomputed until read", () => {
  it("turns the installed Chakra's eager `_global` into a getter, line for line", () => {
    const source = readFileSync(systemModule, "utf8");
    const lazy = withLazyGlobalStyles(source);
    expect(lazy).not.toContain("const _global = [");
    expect(lazy).toContain(
      "get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },",
    );
    // The same lines, so the source map vite keeps for the module stays true.
    expect(lazy.split("\n")).toHaveLength(source.split("\n").length);
  });

  it("fails the build, naming itself, when Chakra's code is no longer what it edits", () => {
    expect(() => withLazyGlobalStyles("function createSystem() { return { _global: [] }; }")).toThrow(
      /ui\/lazy-global-styles\.ts: Chakra's createSystem no longer computes `_global`/,
    );
  });

  it("edits Chakra's system module and nothing else", () => {
    const plugin = lazyGlobalStyles();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
    const source = readFileSync(systemModule, "utf8");
    expect(transform(source, `${systemModule}?v=1`)?.code).toContain("get _global()");
    expect(transform("export const _global = 1;", join(chakra, "dist/esm/styled-system/css.js"))).toBe(
      undefined,
    );
  });
});
