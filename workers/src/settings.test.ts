import { describe, expect, it } from "vitest";
import { FORWARDED_SETTINGS } from "../../scripts/lib/settings.mjs";
import { SETTING_NAMES } from "./env";

describe("the settings of a local run", () => {
  it("passes every setting the Worker reads from the environment of `npm start` and the tests", () => {
    expect(SETTING_NAMES.filter((name) => !FORWARDED_SETTINGS.includes(name))).toEqual([]);
    expect(FORWARDED_SETTINGS.filter((name) => !SETTING_NAMES.includes(name))).toEqual([]);
  });
});
