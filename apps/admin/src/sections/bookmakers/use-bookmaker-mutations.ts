import { useMutation, useQueryClient } from "@tanstack/react-query";
import { OFFERED_NOWHERE, type BookmakerContentForm, type Visibility } from "@eb/api/contracts";
import { useToast } from "@eb/ui/toast";
import { refusedFields } from "../../lib/field-errors";
import { errorMessage, useTRPC } from "../../lib/trpc";
import { fullOrder, inOrder, withBookmaker } from "./bookmaker-list";
import type { AdminBookmaker } from "./content-form-state";

type Outcome = { success: string; successDescription?: string; failure: string };

/** A content save's result: saved, or refused with the fields the server named (none for a stale version, say). */
export type ContentSave = { saved: true } | { saved: false; fieldErrors: Record<string, string> };

/** The spec's toasts (section 8); adding a bookmaker and the publish status have none there. */
export const BOOKMAKER_TOASTS = {
  reorder: {
    success: "Order updated",
    successDescription: "Bookmaker order has been saved successfully.",
    failure: "Failed to update bookmaker order. Please try again.",
  },
  featured: { success: "Featured status updated", failure: "Failed to update featured status." },
  /** The spec's Active toasts: visibility is the Active switch and the publish status in one control. */
  visibility: { success: "Status updated", failure: "Failed to update bookmaker status." },
  redirect: { success: "Redirect updated", failure: "Failed to update redirect URL." },
  content: { success: "Content updated", failure: "Failed to update bookmaker content." },
  create: { success: "Bookmaker added", successDescription: "Saved as a draft, last in the order.", failure: "Failed to add bookmaker." },
} satisfies Record<string, Outcome>;

/** Going Live without a licence reaches nobody (issue 36): the toast says so rather than only "Status updated". */
export function visibilityToast(b: Pick<AdminBookmaker, "offeredNowhere">, visibility: Visibility): Outcome {
  if (visibility !== "live" || !b.offeredNowhere) return BOOKMAKER_TOASTS.visibility;
  return { ...BOOKMAKER_TOASTS.visibility, successDescription: `${OFFERED_NOWHERE}. Set where it may be offered on the Jurisdictions tab.` };
}

/**
 * Every change the Bookmakers tab makes. Each sends the version the list shows and puts the
 * bookmaker the server returns back in the list; a refusal is toasted with the server's reason
 * (a stale version, a slug in use) and the list is reloaded, so the next try starts from the truth.
 * A refused reorder instead puts the previous order back (the server's reason says to reload).
 * Each call resolves true when saved; a content save resolves a ContentSave.
 */
export function useBookmakerMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const listKey = trpc.bookmakers.list.queryKey();
  const create = useMutation(trpc.bookmakers.create.mutationOptions());
  const update = useMutation(trpc.bookmakers.update.mutationOptions());
  const setFeatured = useMutation(trpc.bookmakers.setFeatured.mutationOptions());
  const setVisibility = useMutation(trpc.bookmakers.setVisibility.mutationOptions());
  const setRedirectSlug = useMutation(trpc.bookmakers.setRedirectSlug.mutationOptions());
  const reorder = useMutation(trpc.bookmakers.reorder.mutationOptions());

  const putInList = (b: AdminBookmaker) => queryClient.setQueryData(listKey, (list) => (list ? withBookmaker(list, b) : [b]));

  const reload = () => void queryClient.invalidateQueries({ queryKey: listKey });

  async function run<T>(outcome: Outcome, call: () => Promise<T>, saved: (result: T) => void, refused: (err: unknown) => void = reload): Promise<boolean> {
    try {
      saved(await call());
    } catch (err) {
      refused(err);
      const reason = errorMessage(err, "");
      toast({ title: outcome.failure, description: reason || undefined, variant: "destructive" });
      return false;
    }
    toast({ title: outcome.success, description: outcome.successDescription });
    return true;
  }

  const change = (outcome: Outcome, call: () => Promise<AdminBookmaker>) => run(outcome, call, putInList);

  /** Like `change`, and a refusal's field issues (an odds feed key in use) go back to the form. */
  async function saveContent(b: AdminBookmaker | null, content: BookmakerContentForm): Promise<ContentSave> {
    let fieldErrors: Record<string, string> = {};
    const saved = await run(
      b ? BOOKMAKER_TOASTS.content : BOOKMAKER_TOASTS.create,
      () => (b ? update.mutateAsync({ id: b.id, version: b.version, content }) : create.mutateAsync({ content })),
      putInList,
      (err) => {
        fieldErrors = refusedFields(err, "content");
        reload();
      },
    );
    return saved ? { saved: true } : { saved: false, fieldErrors };
  }

  return {
    saveContent,
    setFeatured: (b: AdminBookmaker, featured: boolean) =>
      change(BOOKMAKER_TOASTS.featured, () => setFeatured.mutateAsync({ id: b.id, version: b.version, featured })),
    setVisibility: (b: AdminBookmaker, visibility: Visibility) =>
      change(visibilityToast(b, visibility), () => setVisibility.mutateAsync({ id: b.id, version: b.version, visibility })),
    setRedirectSlug: (b: AdminBookmaker, slug: string) =>
      change(BOOKMAKER_TOASTS.redirect, () => setRedirectSlug.mutateAsync({ id: b.id, version: b.version, slug })),

    /** Shows the new order at once and saves it in one call; a refusal puts the previous order back. */
    reorder: async (sortableIds: number[]) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData(listKey);
      if (!before) return false;
      const ids = fullOrder(sortableIds, before);
      queryClient.setQueryData(listKey, inOrder(before, ids));
      return run(
        BOOKMAKER_TOASTS.reorder,
        () => reorder.mutateAsync({ ids }),
        (list) => queryClient.setQueryData(listKey, list),
        () => queryClient.setQueryData(listKey, before),
      );
    },
  };
}

export type BookmakerMutations = ReturnType<typeof useBookmakerMutations>;
