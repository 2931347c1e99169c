// `npm start`: installs dependencies when they are missing or older than package-lock.json (scripts/install.mjs),
// then runs the local stack (scripts/dev.ts). Plain JavaScript with no imports beyond Node, because it runs before
// install.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ensureDependencies } from "./install.mjs";

process.chdir(fileURLToPath(new URL("..", import.meta.url)));
ensureDependencies();

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
