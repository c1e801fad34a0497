// Finds Chromium for the browser tests, or installs Debian's package when it can.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];
/** Debian's chromium-headless-shell: the same Chromium build as its chromium, headless only. */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

function fromEnv() {
  const path = process.env.CHROMIUM_PATH;
  return path && existsSync(path) ? path : undefined;
}

function found() {
  return fromEnv() ?? CANDIDATES.find((p) => existsSync(p));
}

/** Installs Debian packages when this runs as root with apt; false when it cannot. */
function aptInstall(packages) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!isRoot || !hasApt) return false;
  console.log(`Installing Debian's ${packages.join(" and ")} (apt-get install ${packages.join(" ")})...`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return true;
}

/** Chromium itself: what Lighthouse, the size bench and the release check drive. */
export function ensureChromium() {
  let path = found();
  if (path) return path;
  console.log("Chromium is missing.");
  if (aptInstall(["chromium"])) {
    path = found();
    if (path) return path;
  }
  throw new Error(
    [
      "The browser tests need Chromium and none was found.",
      "  On Debian or Ubuntu, as root:   apt-get install -y chromium",
      "  With sudo:                      sudo apt-get install -y chromium",
      "  Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH to its executable.",
    ].join("\n"),
  );
}

/**
 * A browser for a headless check (the release check): CHROMIUM_PATH when set, else Debian's
 * chromium-headless-shell when installed (a launch and a page cost it less CPU), else Chromium.
 */
export function ensureHeadlessBrowser() {
  const chosen = fromEnv();
  if (chosen) return chosen;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : ensureChromium();
}

/**
 * The browser the end-to-end tests drive: CHROMIUM_PATH when set, else Debian's chromium-headless-shell,
 * installed when it can be, else Chromium. The shell leaves out the browser's own windowing layers: on
 * 2 cores the end-to-end stage ran in 243 s with it against 262 to 271 s with Chromium, every test the same.
 * An install that fails leaves the tests on Chromium.
 */
export function ensureTestBrowser() {
  if (!fromEnv() && !existsSync(HEADLESS_SHELL)) {
    try {
      aptInstall(["chromium-headless-shell"]);
    } catch (error) {
      console.warn(`Could not install chromium-headless-shell (${error.message}); the tests use Chromium.`);
    }
  }
  return ensureHeadlessBrowser();
}
