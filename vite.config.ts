// Builds the SPA from web/ into dist/web, which wrangler serves as static assets.
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    // Routes are split with React.lazy; keep the first load small and warn if a chunk grows past this.
    chunkSizeWarningLimit: 250,
  },
});
