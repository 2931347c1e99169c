// Installs the dependencies when they are missing or older than package.json / package-lock.json. `npm start`
// imports it, and `npm test` runs it first (the `pretest` script), so either command works on a fresh clone.
// Plain JavaScript with no imports beyond Node, because it runs before anything is installed.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const stampFile = `${root}node_modules/.sitewright-install`;
/** npm's own record of the tree it installed; newer than the lock file right after `npm ci` or `npm install`. */
const npmRecord = `${root}node_modules/.package-lock.json`;

function wantedStamp() {
  const lock = `${root}package-lock.json`;
  return createHash("sha256")
    .update(readFileSync(`${root}package.json`))
    .update(existsSync(lock) ? readFileSync(lock) : "")
    .digest("hex");
}

function installedJustNow() {
  if (!existsSync(npmRecord)) return false;
  const installed = statSync(npmRecord).mtimeMs;
  return ["package.json", "package-lock.json"].every((f) => !existsSync(`${root}${f}`) || statSync(`${root}${f}`).mtimeMs <= installed);
}

export function ensureDependencies() {
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Sitewright needs Node.js 20.19 or newer; this is ${process.version}.`);
    process.exit(1);
  }
  const wanted = wantedStamp();
  const current = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
  if (current === wanted) return;
  // `npm ci` (as CI does) leaves no stamp but an up-to-date tree: trust npm's record instead of installing twice.
  if (!installedJustNow()) {
    console.log("Installing dependencies...");
    const npm = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
    if (npm.status !== 0) {
      console.error("npm install failed; see the messages above.");
      process.exit(npm.status ?? 1);
    }
  }
  writeFileSync(stampFile, wanted);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) ensureDependencies();
