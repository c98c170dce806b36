import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";

/** Queries holding what admins edit in the back office (bookmakers, team lists). */
export const ADMIN_EDITED_QUERIES = [["bookmakers.list"], ["teams.regions"]] as const;

/**
 * A page load is rendered from current data (the server drops its rendered pages when an admin
 * edits), but a visitor moving between pages keeps the copies already in the browser. On each move
 * after the first page, those queries are marked stale: the page shown refetches them at once, and
 * a page whose code is still loading refetches them when it mounts.
 */
export function useFreshAdminContentOnNavigation(): void {
  const [location] = useLocation();
  const queryClient = useQueryClient();
  const firstPage = useRef(location);
  useEffect(() => {
    if (location === firstPage.current) return;
    firstPage.current = "";
    for (const queryKey of ADMIN_EDITED_QUERIES) void queryClient.invalidateQueries({ queryKey, refetchType: "active" });
  }, [location, queryClient]);
}
