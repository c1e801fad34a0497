// Lighthouse and its Chrome launcher for `npm run bench:web`, from this folder's own install (its
// package.json and lock): 201 packages only the bench uses, kept out of the project's `npm install`.
export * as chromeLauncher from "chrome-launcher";
export { default as lighthouse } from "lighthouse";
