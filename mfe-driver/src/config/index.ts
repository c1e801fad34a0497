/** Rides refresh this often while the dashboard is open (and whenever the tab comes back into view). */
export const REFRESH_MS = 30_000;
/** sessionStorage key of the signed-in driver: survives a reload of the tab, gone when it closes. */
export const SESSION_KEY = "chauffeur.driver.session";
