import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "turso",
  schema: "./schema/tables.ts",
  out: "./schema/migrations",
});
