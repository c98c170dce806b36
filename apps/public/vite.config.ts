import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
  },
  ssr: {
    // Bundle the React stack into the SSR build so it resolves the same copies as the client.
    noExternal: ["wouter", "regexparam"],
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
});
