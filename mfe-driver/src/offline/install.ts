/**
 * Makes the chauffeur app installable and readable offline: the web app manifest (the Worker's
 * /driver.webmanifest, in the site's name) and the service worker at /driver-sw.js for /driver. The files
 * this page loaded before the worker took over are handed to it to keep.
 */
export function installOffline() {
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement("link");
    link.rel = "manifest";
    link.href = "/driver.webmanifest";
    document.head.append(link);
  }
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register("/driver-sw.js", { scope: "/driver" })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const loaded = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => !new URL(url).pathname.startsWith("/api/"));
      registration.active?.postMessage({ type: "keep", urls: [location.href, ...loaded] });
    })
    .catch((error: unknown) => console.warn("The chauffeur app works online only here:", error));
}

/** At sign-out: the rides kept for offline reading go with the session. */
export function forgetOfflineRides() {
  navigator.serviceWorker?.controller?.postMessage({ type: "forget-rides" });
}
