// `npm start`: installs dependencies when they are missing or older than package-lock.json, then runs the
// local stack (scripts/dev.ts). Plain JavaScript with no imports beyond Node, because it runs before install.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
process.chdir(root);

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Sitewright needs Node.js 20.19 or newer; this is ${process.version}.`);
  process.exit(1);
}

const stampFile = "node_modules/.sitewright-install";
const wanted = createHash("sha256")
  .update(readFileSync("package.json"))
  .update(existsSync("package-lock.json") ? readFileSync("package-lock.json") : "")
  .digest("hex");
const current = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
if (current !== wanted) {
  console.log("Installing dependencies...");
  const npm = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { stdio: "inherit" });
  if (npm.status !== 0) {
    console.error("npm install failed; see the messages above.");
    process.exit(npm.status ?? 1);
  }
  writeFileSync(stampFile, wanted);
}

const child = spawn(process.execPath, ["--import", "tsx", "scripts/dev.ts"], { stdio: "inherit" });
// Ctrl-C reaches the whole terminal group; a signal sent to this process alone (a process manager, `kill`) is
// passed on. dev.ts stops its servers once however often it is asked, and we wait for it to finish.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
// When npm itself is killed, its shell does not pass the signal on and we are handed to another parent: stop
// then too, rather than leave the servers running with nobody to stop them.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) child.kill("SIGTERM");
}, 1000).unref();
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
