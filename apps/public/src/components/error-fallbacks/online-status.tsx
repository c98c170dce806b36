import { useEffect } from "react";

// The store is fetched on the first online/offline change only; it costs a first visit nothing.
const setOnline = (online: boolean) => void import("../../lib/preferences/store").then((m) => m.actions.setOnline(online));

/** Keeps ui.isOnline in the store in step with the browser, so queries can show 'Network Error'. */
export function OnlineStatus() {
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener("online", on);
    window.addEventListener("offline", off);
    return () => {
      window.removeEventListener("online", on);
      window.removeEventListener("offline", off);
    };
  }, []);
  return null;
}
