import { useQuery } from "@tanstack/react-query";
import type { PublicJurisdiction } from "@eb/api/shared";
import { queries } from "../routes/queries";
import { useTRPC } from "./trpc";
import { SITE_RULES } from "./offer-texts";

/**
 * The rules the site applied to the visitor's place (`jurisdiction.current`). Every server render
 * prefetches it, so the browser's first render reads the same rules from the page's data and
 * nothing moves on hydration. `known` is false only when the server could not say.
 */
export function useJurisdiction(): PublicJurisdiction & { known: boolean } {
  const trpc = useTRPC();
  const { data } = useQuery(queries.jurisdiction(trpc));
  return data ? { ...data, known: true } : { ...SITE_RULES, known: false };
}
