import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { fetchPublicConfig } from "./config/site-config";
import { configureRemotes } from "./lib/remotes/load-remote";

const config = await fetchPublicConfig();
configureRemotes(config.remotes);

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
createRoot(root).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
);
