// The deploy step for the database: applies the migrations and writes the built-in template catalogue into the
// production database (Turso), from your machine, before `wrangler deploy`. The Worker never does either on a
// visitor's request. Run: DATABASE_URL=libsql://... DATABASE_AUTH_TOKEN=... npm run db:deploy
import { syncBuiltinCatalogue } from "../worker/templates/catalogue";
import { applyMigrations, connect } from "./lib/database";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("Set DATABASE_URL (and DATABASE_AUTH_TOKEN for Turso) to the production database.");
  process.exit(1);
}
const db = connect(url, process.env.DATABASE_AUTH_TOKEN);
await applyMigrations(db);
const written = await syncBuiltinCatalogue(db);
console.log(`Migrations applied; ${written > 0 ? `${written} built-in templates written` : "the template catalogue was up to date"}.`);
