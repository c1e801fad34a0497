// Inlined rather than imported as a stylesheet: the federation plugin looks for an exposed module's CSS
// beside remoteEntry.js while Vite writes it under assets/ (a 404 in the shell), so we inject it ourselves.
import { cspNonce } from "@chauffeur/ui";
import leafletCss from "leaflet/dist/leaflet.css?inline";

const ID = "leaflet-styles";

/** The offline basemap's place names (lib/map/basemap.ts): quiet text, no tooltip box. */
const PLACE_LABELS = `
.leaflet-tooltip.basemap-place { background: transparent; border: 0; box-shadow: none; padding: 0 2px;
  color: #5b6573; font: 11px/1.2 system-ui, sans-serif; text-shadow: 0 0 2px #f4f1ea, 0 0 2px #f4f1ea; }
.leaflet-tooltip.basemap-place::before { display: none; }
`;

/** Adds Leaflet's stylesheet to the page once, when the first map mounts. */
export function ensureLeafletStyles() {
  if (document.getElementById(ID)) return;
  const style = document.createElement("style");
  style.id = ID;
  // The page's CSP allows a style element only with the page's nonce (docs/decisions/007).
  const nonce = cspNonce();
  if (nonce) style.nonce = nonce;
  style.textContent = `${leafletCss}${PLACE_LABELS}`;
  document.head.append(style);
}
