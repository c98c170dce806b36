import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss()],
  // The SSR bundle is self-contained (noExternal below), so React's own `process.env.NODE_ENV`
  // switch is decided here, at build time: the production build of React renders the pages (the
  // server ships without node_modules for the front end). Vite keeps process.env in server builds
  // by default, which would bundle both React builds and choose at run time. The client build is
  // left to Vite's own replacement, unchanged.
  ...(isSsrBuild ? { define: { "process.env.NODE_ENV": JSON.stringify(mode) } } : {}),
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // Every browser this site supports has native modulepreload; the polyfill only costs bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // tRPC's packages declare no `sideEffects`, so their index keeps every link it re-exports
      // (the WebSocket link, the subscription plumbing) although this site uses one HTTP link. Their
      // modules only define functions and classes, so unused ones may go (~0.8 KB gzip off the
      // client's chunk, which loads on a page's first API call: see lib/lazy-trpc-client.ts).
      treeshake: { moduleSideEffects: (id: string) => !/node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@trpc[\\/]/.test(id) },
      output: {
        // Fewer, larger chunks for what every page needs: one framework chunk and one chunk of
        // common helpers and components, instead of a dozen tiny files that each compress worse.
        // tRPC is not in the framework chunk: it loads with a page's first API call.
        advancedChunks: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|@tanstack[\\/][^\\/]+|wouter|regexparam|clsx|class-variance-authority|use-sync-external-store)[\\/]/,
            },
            {
              // Pure helpers and the components most pages (home included) render, with the small
              // presentational parts of @eb/ui they use (not its dialogs or lists, which load on demand).
              // Not the tournament card: the home page lists tournaments without it, so it loads with
              // the pages that show it (tournaments, a tournament, a team, a game guide); nor the bonus
              // guide's texts, which only /bonuses shows.
              name: "common",
              test: /packages[\\/]api[\\/]src[\\/](shared[\\/](?!bonus-guide)|seo[\\/]site-ld)|packages[\\/]ui[\\/]src[\\/](cn|button|badge|card|native-select|skeleton)\.|apps[\\/]public[\\/]src[\\/](lib[\\/](head|nav|viewer-clock|query-client|lazy-page|site|boot|trpc|tracking[\\/](consent|bookmaker-link))|components[\\/](match-card|bookmaker-card|list-states|error-fallbacks[\\/]fallbacks|search[\\/]site-search-field)|routes[\\/](queries|types|not-found))/,
            },
          ],
        },
      },
    },
  },
  ssr: {
    // Bundle everything the SSR entry imports (React, React Query, wouter, radix-ui, ...): the
    // compiled server loads dist/server/entry-server.js with no front-end package installed, and it
    // renders with the same copies as the client.
    noExternal: true,
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
}));
