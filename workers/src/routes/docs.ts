import { z } from "zod";
import { apiRoute, createRouter, json, SECURITY_SCHEMES } from "../http/openapi";
import { contentSecurityPolicy } from "../middleware/security-headers";

/**
 * Where the reference page's script lives: the standalone bundle of @scalar/api-reference (fetched by
 * scripts/lib/api-reference.mjs), copied into dist/ by scripts/assemble.mjs, so the page needs no CDN and
 * runs under our own origin's policy.
 */
export const API_REFERENCE_SCRIPT = "/api-docs/scalar-api-reference.js";

const document = apiRoute({
  operationId: "getOpenApiDocument",
  method: "get",
  path: "/openapi.json",
  tags: ["docs"],
  summary: "This API described as an OpenAPI 3.1 document",
  responses: { 200: json(z.record(z.string(), z.unknown()), "The OpenAPI 3.1 document") },
});

const reference = apiRoute({
  operationId: "getApiReference",
  method: "get",
  path: "/docs",
  tags: ["docs"],
  summary: "The API reference page, rendered from the document",
  responses: { 200: { description: "An HTML page", content: { "text/html": { schema: z.string() } } } },
});

/** What the reference page's script is told: our document, and nothing fetched from elsewhere. */
const REFERENCE_CONFIG = {
  url: "/api/openapi.json",
  favicon: "/favicon.svg",
  // No web fonts, no telemetry, no AI helpers or proxy.
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  hideClientButton: true,
  showDeveloperTools: "never",
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The reference page as Scalar documents it for its standalone bundle: an element to fill, the bundle,
 * and the one inline script that starts it (`Scalar.createApiReference`), both allowed by the nonce.
 */
function referencePage(title: string, scriptNonce: string): string {
  const n = escapeHtml(scriptNonce);
  return `<!doctype html>
<html lang="en">
  <head>
    <title>${escapeHtml(title)}</title>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta property="csp-nonce" content="${n}" />
  </head>
  <body>
    <div id="app"></div>
    <script src="${API_REFERENCE_SCRIPT}" nonce="${n}"></script>
    <script nonce="${n}">Scalar.createApiReference("#app", ${JSON.stringify(REFERENCE_CONFIG)});</script>
  </body>
</html>`;
}

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** GET /api/openapi.json and GET /api/docs, for the document the caller builds from the mounted routes. */
export function docsRoutes(openApiDocument: () => object) {
  const router = createRouter();
  for (const { name, description } of Object.values(SECURITY_SCHEMES)) {
    router.openAPIRegistry.registerComponent("securitySchemes", name, {
      type: "http",
      scheme: "bearer",
      bearerFormat: "JWT",
      description,
    });
  }
  return router
    .openapi(document, (c) => {
      c.header("Cache-Control", "public, max-age=300");
      return c.json(openApiDocument(), 200);
    })
    .openapi(reference, async (c) => {
      // The page's one inline script (it starts the reference) runs by nonce; its bundle writes its own
      // style elements, untagged (docs/decisions/007); everything else is 'self'.
      const scriptNonce = nonce();
      c.header(
        "Content-Security-Policy",
        contentSecurityPolicy(c.get("config"), { scriptNonce, inlineStyles: true }),
      );
      return c.html(referencePage(`${c.get("config").SITE_NAME} API`, scriptNonce), 200);
    });
}
