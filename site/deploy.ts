// Deploy ZIPs: for each of three static hosts, the files that make it serve a site the way our own hosting does
// (security headers, caching) and the steps a non-developer follows to put the folder online. Pure: no I/O.
import type { CacheHints } from "./caching";
import { siteHeaders } from "./headers";

export const deployHostIds = ["netlify", "vercel", "cloudflare"] as const;
export type DeployHostId = (typeof deployHostIds)[number];

export interface DeployHost {
  id: DeployHostId;
  name: "Netlify" | "Vercel" | "Cloudflare Pages";
  /** Shown beside the download button and written to DEPLOY.txt. */
  steps: string[];
}

export const deployHosts: DeployHost[] = [
  {
    id: "netlify",
    name: "Netlify",
    steps: [
      "Unzip the file you downloaded. You get one folder.",
      "Open https://app.netlify.com/drop and log in, or sign up for free.",
      "Drag the folder onto the page.",
      "When the upload finishes, Netlify shows your website's address. Rename it or add your own domain under Domain management.",
    ],
  },
  {
    id: "vercel",
    name: "Vercel",
    // Vercel has no upload page for a folder of files: its dashboard imports Git repositories, so the CLI it is.
    steps: [
      "Unzip the file you downloaded. You get one folder.",
      "Install Node.js from https://nodejs.org, then open a terminal and run: npm install -g vercel",
      "In the terminal, go into the folder (cd followed by the folder's name) and run: vercel deploy --prod",
      "Log in when asked and accept the suggested settings; no build command is needed.",
      "The terminal prints your website's address when the upload finishes.",
    ],
  },
  {
    id: "cloudflare",
    name: "Cloudflare Pages",
    steps: [
      "Unzip the file you downloaded. You get one folder.",
      "Log in at https://dash.cloudflare.com, or sign up for free.",
      "Go to Workers & Pages, select Create application, then Pages, then Use direct upload (Upload assets).",
      "Enter a project name, drag the folder into the upload area and select Deploy site.",
      "Your website is online at <project name>.pages.dev. Add your own domain under Custom domains.",
    ],
  },
];

interface HeaderRule {
  /** A path pattern in `_headers` syntax ("/*", "/fonts/*"). */
  path: string;
  headers: Record<string, string>;
}

/**
 * The headers our own hosting sends, as rules. No two rules set the same header for one path: hosts differ in
 * whether such values are joined with commas (Cloudflare Pages) or replace each other (Netlify, Vercel). The
 * content-hashed stylesheet and script get a rule each, by exact name: every host matches exact paths alike,
 * while wildcards inside a name are read differently. Other files (robots.txt) keep the hosts' own default, which
 * revalidates.
 */
function headerRules(cache: CacheHints, hashedFiles: string[]): HeaderRule[] {
  const page = { "Cache-Control": cache.html };
  const immutable = { "Cache-Control": cache.immutable };
  return [
    { path: "/*", headers: siteHeaders },
    { path: "/", headers: page },
    { path: "/index.html", headers: page },
    ...hashedFiles.map((file) => ({ path: `/${file}`, headers: immutable })),
    { path: "/fonts/*", headers: immutable },
    { path: "/assets/*", headers: immutable },
  ];
}

/** The `_headers` file that Cloudflare Pages and Netlify (drag-and-drop deploys included) read. */
function headersFile(rules: HeaderRule[]): string {
  return rules.map((r) => `${r.path}\n${Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}\n`).join("")}`).join("\n");
}

function netlifyToml(rules: HeaderRule[]): string {
  // JSON strings are valid TOML basic strings for these ASCII values.
  const tables = rules.map(
    (r) =>
      `[[headers]]\n  for = ${JSON.stringify(r.path)}\n  [headers.values]\n` +
      Object.entries(r.headers).map(([k, v]) => `    ${k} = ${JSON.stringify(v)}\n`).join(""),
  );
  return `# Netlify settings for this folder: no build, publish it as it is.\n[build]\n  publish = "."\n\n${tables.join("\n")}`;
}

function vercelJson(rules: HeaderRule[]): string {
  // Vercel's sources are path-to-regexp patterns, not globs.
  const headers = rules.map((r) => ({
    source: r.path.replace(/\*$/, "(.*)"),
    headers: Object.entries(r.headers).map(([key, value]) => ({ key, value })),
  }));
  return `${JSON.stringify({ cleanUrls: true, headers }, null, 2)}\n`;
}

/** The host's configuration files by name, and what README.txt says each one is for. */
const configFiles: Record<DeployHostId, Record<string, (rules: HeaderRule[]) => string>> = {
  // Netlify applies netlify.toml only to Git and CLI deploys; a folder dropped on the page is read for _headers.
  netlify: { "netlify.toml": netlifyToml, _headers: headersFile },
  vercel: { "vercel.json": vercelJson },
  cloudflare: { _headers: headersFile },
};

export function deployHost(id: DeployHostId): DeployHost {
  return deployHosts.find((h) => h.id === id)!;
}

/**
 * The extra files of a deploy ZIP for `id`: the host's configuration and DEPLOY.txt with the steps.
 * `hashedFiles` are the site's content-hashed files (its stylesheet, script and generated art).
 */
export function deployFiles(id: DeployHostId, cache: CacheHints, hashedFiles: string[]): Record<string, string> {
  const host = deployHost(id);
  const rules = headerRules(cache, hashedFiles);
  const files: Record<string, string> = {};
  for (const [name, write] of Object.entries(configFiles[id])) files[name] = write(rules);
  const title = `Put this website online with ${host.name}`;
  files["DEPLOY.txt"] = `${title}\n${"=".repeat(title.length)}\n\n${host.steps.map((s, i) => `${i + 1}. ${s}`).join("\n")}\n`;
  return files;
}
