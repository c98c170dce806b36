// Stands in for `use-sync-external-store/shim` (vite.config.ts aliases it here). wouter imports the
// shim, which carries its own implementation for Reacts older than 18; React 19 has the hook, and
// the shim's fallback would only cost the home page's first load its bytes.
export { useSyncExternalStore } from "react";
