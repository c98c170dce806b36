import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";

/**
 * Vite's preload helper is off (build.modulePreload below), and with it the HTML's modulepreload
 * links: this puts them back for the entry's static imports, all of them, so the browser fetches the
 * framework and common chunks beside the entry instead of after parsing it.
 */
function preloadEntryImports(): Plugin {
  return {
    name: "preload-entry-imports",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const files = new Set<string>();
        const visit = (file: string) => {
          const next = bundle[file];
          if (files.has(file) || next?.type !== "chunk") return;
          files.add(file);
          next.imports.forEach(visit);
        };
        chunk.imports.forEach(visit);
        return [...files].map((file) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` }, injectTo: "head" as const }));
      },
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss(), preloadEntryImports()],
  resolve: {
    // wouter's import of the useSyncExternalStore shim: React's own hook (the shim's fallback is for React < 18).
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL("./src/lib/vendor/use-sync-external-store-shim.ts", import.meta.url)),
      },
    ],
  },
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
    // No preload helper (about 0.8 KB gzip on the home page, which has a 100 KB budget): a lazy
    // page's chunk fetches its own imports once parsed. The entry's imports are preloaded by the
    // HTML (preloadEntryImports).
    modulePreload: false,
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
              // presentational parts of @eb/ui the home page uses (not its cards, selects, skeletons,
              // dialogs or lists, which load with the pages that show them).
              // Not the tournament card: the home page lists tournaments without it, so it loads with
              // the pages that show it (tournaments, a tournament, a team, a game guide); nor the bonus
              // guide's texts, which only /bonuses shows; nor a map's details, which only the match page reads.
              name: "common",
              test: /packages[\\/]api[\\/]src[\\/](shared[\\/](?!bonus-guide|map-details)|seo[\\/]site-ld)|packages[\\/]ui[\\/]src[\\/](cn|button|badge)\.|apps[\\/]public[\\/]src[\\/](lib[\\/](head|nav|viewer-clock|query-client|lazy-page|site|boot|trpc\.|search-params|match-pages|match-route|tournament-pages|tracking[\\/]consent)|components[\\/](match-card|bookmaker-card|list-states|error-fallbacks[\\/]fallbacks|search[\\/](site-search-field|search-url))|routes[\\/](queries|types|not-found))/,
            },
            {
              // The live blocks' code (the "Live now" block, the streams it reads): one file, not four.
              name: "live",
              test: /apps[\\/]public[\\/]src[\\/](components[\\/]live-now|lib[\\/]live[\\/](live-now|follow-live-now|live-stream))\./,
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
