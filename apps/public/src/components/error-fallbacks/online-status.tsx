import { useEffect } from "react";
import { actions } from "../../lib/preferences/store";

/** Keeps ui.isOnline in the store in step with the browser, so queries can show 'Network Error'. */
export function OnlineStatus() {
  useEffect(() => {
    const on = () => actions.setOnline(true);
    const off = () => actions.setOnline(false);
    window.addEventListener("online", on);
    window.addEventListener("offline", off);
    return () => {
      window.removeEventListener("online", on);
      window.removeEventListener("offline", off);
    };
  }, []);
  return null;
}
