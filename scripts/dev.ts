// `npm start` after dependencies are in place: the local stack on http://localhost:8787 until Ctrl-C.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { isPortFree, root } from "./lib/process";
import { settingsFromEnv, startPaymentStandIns, type PaymentStandIns } from "./lib/settings";
import { startStack } from "./lib/stack";

const PORT = Number(process.env.PORT ?? 8787);

async function main() {
  if (!(await isPortFree(PORT))) {
    console.error(`Port ${PORT} is in use. Stop whatever listens there, or run with PORT=<other port> npm start.`);
    process.exit(1);
  }
  const dataDir = join(root, ".data");
  const database = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, authToken: process.env.DATABASE_AUTH_TOKEN }
    : undefined;
  console.log(database ? `Using the database at ${database.url}` : "Starting the local libSQL server (.data/)...");
  const appUrl = `http://localhost:${PORT}`;
  // Providers call back to the app directly on loopback (Node may try ::1 first for "localhost").
  const standIns: PaymentStandIns | null = process.env.PAYMENT_STAND_INS === "1" ? await startPaymentStandIns(`http://127.0.0.1:${PORT}`) : null;
  const stack = await startStack({
    dataDir,
    persistTo: join(root, ".wrangler/state"),
    port: PORT,
    watch: true,
    output: "inherit",
    database,
    vars: { APP_URL: appUrl, ...standIns?.vars, ...settingsFromEnv(process.env) },
  });

  const accountsFile = join(dataDir, "dev-accounts.txt");
  if (stack.seeded) {
    const lines = stack.seeded.map((a) => `${(a.role === "admin" ? "admin" : a.tier).padEnd(10)}  ${a.email.padEnd(24)}  ${a.password}`);
    writeFileSync(accountsFile, `${lines.join("\n")}\n`, { mode: 0o600 });
    console.log("\nDevelopment accounts (also saved in .data/dev-accounts.txt):");
    for (const line of lines) console.log(`  ${line}`);
  } else {
    console.log("\nDevelopment accounts: see .data/dev-accounts.txt");
  }
  if (standIns) {
    console.log("\nPayments use local stand-ins (no real money): pay on the test card page Checkout opens;");
    console.log(`answer M-Pesa prompts on the test phone at ${standIns.phoneUrl}`);
  }
  console.log(`\nSitewright is running at ${appUrl}`);
  console.log(`Published sites are served at http://<name>.localhost:${PORT}`);
  console.log("Press Ctrl-C to stop.\n");

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping...");
    await stack.stop();
    await standIns?.stop();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
