// Finds Chromium for the browser tests, or installs Debian's package when it can.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

function found() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((p) => existsSync(p));
}

export function ensureChromium() {
  let path = found();
  if (path) return path;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package (apt-get install chromium)...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
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
