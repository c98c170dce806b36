import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // Every browser this site supports has native modulepreload; the polyfill only costs bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for what every page needs: one framework chunk and one chunk of
        // common helpers and components, instead of a dozen tiny files that each compress worse.
        advancedChunks: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|@tanstack[\\/][^\\/]+|@trpc[\\/][^\\/]+|wouter|regexparam|clsx|class-variance-authority|use-sync-external-store)[\\/]/,
            },
            {
              // Pure helpers and the components most pages (home included) render, with the small
              // presentational parts of @eb/ui they use (not its dialogs or lists, which load on demand).
              name: "common",
              test: /packages[\\/]api[\\/]src[\\/](shared|seo[\\/]site-ld)|packages[\\/]ui[\\/]src[\\/](cn|button|badge|card|native-select|skeleton)\.|apps[\\/]public[\\/]src[\\/](lib[\\/](head|nav|viewer-clock|query-client|lazy-page|site|boot|trpc|tracking[\\/](consent|bookmaker-link))|components[\\/](match-card|tournament-card|bookmaker-card|list-states|error-fallbacks[\\/]fallbacks)|routes[\\/](queries|types))/,
            },
          ],
        },
      },
    },
  },
  ssr: {
    // Bundle the React stack into the SSR build so it resolves the same copies as the client.
    noExternal: ["wouter", "regexparam"],
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
});
