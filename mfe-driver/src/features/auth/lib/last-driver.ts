/**
 * The chauffeur who last signed in on this phone (no token, no password): after a session ends, the
 * sign-in screen names them, offers their e-mail, and says how many of their taps wait to be sent.
 */
export interface LastDriver {
  id: string;
  name: string;
  email: string;
}

const KEY = "chauffeur.driver.last";

export function readLastDriver(): LastDriver | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? "null") as Partial<LastDriver> | null;
    return value?.id && value.name && value.email ? (value as LastDriver) : null;
  } catch {
    return null;
  }
}

export const rememberDriver = (driver: LastDriver) => localStorage.setItem(KEY, JSON.stringify(driver));

/** Signed out by the chauffeur: the phone forgets who it was. */
export const forgetDriver = () => localStorage.removeItem(KEY);
