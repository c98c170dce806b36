import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminOutputs } from "@eb/api/admin-types";
import { useTRPC } from "../../lib/trpc";

export type TeamList = AdminOutputs["teams"]["lists"][number];

/** Every game's team lists, in tab order. */
export function useTeamLists() {
  const trpc = useTRPC();
  return useQuery(trpc.teams.lists.queryOptions());
}

/**
 * Saves one game's list. A saved list replaces the loaded one; after a refusal (another admin's
 * save, most likely) the lists are loaded again, so Cancel Edit shows the latest version.
 */
export function useSaveTeamList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.teams.lists.queryKey();
  return useMutation(
    trpc.teams.save.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(key, (lists) => lists?.map((l) => (l.game === saved.game ? saved : l))),
      onError: () => queryClient.invalidateQueries({ queryKey: key }),
    }),
  );
}
