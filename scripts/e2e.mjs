// `npm run test:e2e`: the browser tests. They build the app, start it on a free port with a throwaway database
// (e2e/global-setup.ts) and drive Debian's Chromium. Checked first so a missing browser is a clear message.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureDependencies } from "./install.mjs";

ensureDependencies();

const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}. Install Debian's package (apt-get install -y chromium) ` +
      "or set CHROME_PATH to a Chromium binary, then run npm run test:e2e again.",
  );
  process.exit(1);
}
const child = spawn("node_modules/.bin/vitest", ["run", "--config", "e2e/vitest.config.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROME_PATH: chromium },
});
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
