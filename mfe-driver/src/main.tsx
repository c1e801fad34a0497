// Runs this micro-frontend on its own (`npm run dev -w <app>`), outside the shell.
import { renderStandalone } from "@chauffeur/ui/standalone";
import App from "./app/app";

await renderStandalone(App);
