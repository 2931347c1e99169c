// The catalogue's live previews, on the sites host (templates.<SITES_HOST>/<template id>/...), never on the app's
// origin: an uploaded template is someone else's HTML and scripts. Every answer is sandboxed by its own CSP (an
// opaque origin, no requests back to anything, no forms), may be framed only by the app, and is nosniff.
import { eq } from "drizzle-orm";
import { TEMPLATES_LABEL } from "../../schema/domains";
import type { WebsiteDocument } from "../../schema/site-document";
import { catalogueTemplates, type CatalogueTemplate } from "../../schema/tables";
import type { Db } from "../db";
import { appHosts } from "../hosts";
import { buildSite } from "../sites/build";
import { notFoundPage } from "../sites/not-found-page";
import { contentTypeFor } from "../../schema/content-types";
import { templateFileKey } from "./files";

const PATH = /^\/(tpl_[0-9a-z]{16})(\/.*)?$/;

/** Where the previews are, on the scheme and port of the request at hand (`http://templates.localhost:8787`). */
export function templatesOrigin(url: URL, env: Pick<Env, "SITES_HOST">): string {
  return `${url.protocol}//${TEMPLATES_LABEL}.${env.SITES_HOST}${url.port ? `:${url.port}` : ""}`;
}

/** Who may frame a preview: the app itself, on the scheme and port this request came in on. */
function appOrigins(url: URL, env: Env): string {
  const port = url.port ? `:${url.port}` : "";
  const origins = appHosts(env).map((host) => `${url.protocol}//${host}${port}`);
  if (env.APP_URL) origins.push(new URL(env.APP_URL).origin);
  return [...new Set(origins)].join(" ");
}

export function previewPolicy(url: URL, env: Env): string {
  return (
    "default-src 'none'; script-src 'self' https:; style-src 'self' 'unsafe-inline' https:; img-src 'self' data: https:; " +
    "font-src 'self' data: https:; media-src 'self' https:; connect-src 'none'; form-action 'none'; base-uri 'none'; " +
    `frame-ancestors ${appOrigins(url, env)}; sandbox allow-scripts`
  );
}

// A built-in template's files, rendered once per isolate and version of its row.
const rendered = new Map<string, Record<string, string | Uint8Array>>();

async function builtinFile(env: Env, db: Db, template: CatalogueTemplate, path: string): Promise<string | Uint8Array | null> {
  const key = `${template.id}:${template.updatedAt.getTime()}`;
  let files = rendered.get(key);
  // A built-in template always has its document; one without is a row half made, with nothing to show.
  if (!template.document) return null;
  if (!files) {
    files = (await buildSite(env, db, "", template.document)).files;
    if (rendered.size >= 50) rendered.delete(rendered.keys().next().value!);
    rendered.set(key, files);
  }
  return files[path] ?? null;
}

export async function serveTemplatePreview(request: Request, env: Env, db: Db): Promise<Response> {
  const url = new URL(request.url);
  const match = PATH.exec(url.pathname);
  const notFound = () => notFoundPage(request.method);
  if (!match || (request.method !== "GET" && request.method !== "HEAD")) return notFound();
  // A template's pages link to each other relatively, so its folder needs its trailing slash.
  if (!match[2]) return Response.redirect(`${url.origin}/${match[1]}/`, 301);
  let path: string;
  try {
    path = decodeURIComponent(match[2].slice(1)) || "index.html";
  } catch {
    return notFound();
  }
  if (path.endsWith("/")) path += "index.html";
  if (path.split("/").some((part) => part === ".." || part === "")) return notFound();
  const [template] = await db.select().from(catalogueTemplates).where(eq(catalogueTemplates.id, match[1]!));
  if (!template) return notFound();

  let body: BodyInit | null;
  let contentType = contentTypeFor(path);
  if (template.source === "builtin") body = await builtinFile(env, db, template, path);
  else {
    // An uploaded file keeps the type its upload was checked as (site/template-files.ts).
    const object = await env.FILES.get(templateFileKey(template, path));
    body = object?.body ?? null;
    contentType = object?.httpMetadata?.contentType ?? contentType;
  }
  if (body === null) return notFound();
  return new Response(request.method === "HEAD" ? null : body, {
    headers: {
      "Content-Type": contentType,
      "Content-Security-Policy": previewPolicy(url, env),
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
      // Fonts and pictures are asked for from the sandbox's opaque origin: they are public, so anyone may.
      "Access-Control-Allow-Origin": "*",
      "Cache-Control": "public, max-age=300",
    },
  });
}
