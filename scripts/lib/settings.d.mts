// Types of settings.mjs for the TypeScript tests.
export const FORWARDED_SETTINGS: string[];
export const DEV_ADMIN: { username: string; password: string };
export function workerSettings(overrides?: Record<string, string>): Record<string, string>;
export function writeSettingsFile(settings: Record<string, string>): { path: string; remove: () => void };
