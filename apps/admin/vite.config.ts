import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// Served by apps/server at /auth and /admin; assets live under their own prefix so the public
// pages never reference them (see apps/server/src/plugins/admin-app.ts).
export default defineConfig({
  base: "/admin-assets/",
  plugins: [react(), tailwindcss()],
  build: { outDir: "dist", assetsDir: "assets", emptyOutDir: true, sourcemap: false },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
});
