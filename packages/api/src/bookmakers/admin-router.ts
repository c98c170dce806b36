import {
  createBookmakerInput,
  reorderBookmakersInput,
  setActiveInput,
  setFeaturedInput,
  setPublishStatusInput,
  setRedirectSlugInput,
  updateBookmakerInput,
} from "../contracts/bookmakers";
import { setVisibilityInput } from "../contracts/bookmaker-visibility";
import { adminProcedure } from "../auth/admin-procedure";
import { audited } from "../trpc/audited";
import { createAdminRouter } from "../trpc/admin";
import { listAdminBookmakers } from "./admin-bookmakers";
import { createBookmaker, updateBookmakerContent } from "./bookmaker-content";
import { setActive, setFeatured, setPublishStatus, setVisibility } from "./bookmaker-flags";
import { setRedirectSlug } from "./redirect-slug";
import { reorderBookmakers } from "./reorder";

const auditedChange = () => audited("update_bookmaker", "bookmaker");

/** The Bookmakers tab. Every change is one audited transaction that tells the public site to refresh. */
export const bookmakersAdminRouter = createAdminRouter({
  /** Every bookmaker, whatever its status, in display order. */
  list: adminProcedure.query(({ ctx }) => listAdminBookmakers(ctx.db)),
  create: adminProcedure
    .input(createBookmakerInput)
    .use(auditedChange())
    .mutation(({ ctx, input }) => createBookmaker(ctx.db, input, ctx.audit, ctx.now())),
  update: adminProcedure
    .input(updateBookmakerInput)
    .use(auditedChange())
    .mutation(({ ctx, input }) => updateBookmakerContent(ctx.db, input, ctx.audit, ctx.now())),
  setFeatured: adminProcedure
    .input(setFeaturedInput)
    .use(auditedChange())
    .mutation(({ ctx, input }) => setFeatured(ctx.db, input, ctx.audit, ctx.now())),
  setActive: adminProcedure
    .input(setActiveInput)
    .use(auditedChange())
    .mutation(({ ctx, input }) => setActive(ctx.db, input, ctx.audit, ctx.now())),
  setPublishStatus: adminProcedure
    .input(setPublishStatusInput)
    .use(auditedChange())
    .mutation(({ ctx, input }) => setPublishStatus(ctx.db, input, ctx.audit, ctx.now())),
  /** Live, paused, draft or archived: the admin screen's one control for what visitors get. */
  setVisibility: adminProcedure
    .input(setVisibilityInput)
    .use(auditedChange())
    .mutation(({ ctx, input }) => setVisibility(ctx.db, input, ctx.audit, ctx.now())),
  reorder: adminProcedure
    .input(reorderBookmakersInput)
    .use(auditedChange())
    .mutation(({ ctx, input }) => reorderBookmakers(ctx.db, input, ctx.audit)),
  setRedirectSlug: adminProcedure
    .input(setRedirectSlugInput)
    .use(auditedChange())
    .mutation(({ ctx, input }) => setRedirectSlug(ctx.db, input, ctx.audit, ctx.now())),
});
