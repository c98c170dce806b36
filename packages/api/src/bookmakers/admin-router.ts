import {
  adminBookmakerListOutput,
  adminBookmakerOutput,
  createBookmakerInput,
  reorderBookmakersInput,
  setActiveInput,
  setFeaturedInput,
  setPublishStatusInput,
  setRedirectSlugInput,
  setVisibilityInput,
  updateBookmakerInput,
} from "../contracts";
import { adminProcedure } from "../identity";
import { audited, createAdminRouter } from "../platform";
import { listAdminBookmakers } from "./admin-bookmakers";
import { createBookmaker, updateBookmakerContent } from "./bookmaker-content";
import { setActive, setFeatured, setPublishStatus, setVisibility } from "./bookmaker-flags";
import { setRedirectSlug } from "./redirect-slug";
import { reorderBookmakers } from "./reorder";

const auditedChange = () => audited("update_bookmaker", "bookmaker");

/** The Bookmakers tab. Every change is one audited transaction that tells the public site to refresh. */
export const bookmakersAdminRouter = createAdminRouter({
  /** Every bookmaker, whatever its status, in display order. */
  list: adminProcedure.output(adminBookmakerListOutput).query(({ ctx }) => listAdminBookmakers(ctx.db)),
  create: adminProcedure
    .input(createBookmakerInput)
    .use(auditedChange())
    .output(adminBookmakerOutput)
    .mutation(({ ctx, input }) => createBookmaker(ctx.db, input, ctx.audit, ctx.now())),
  update: adminProcedure
    .input(updateBookmakerInput)
    .use(auditedChange())
    .output(adminBookmakerOutput)
    .mutation(({ ctx, input }) => updateBookmakerContent(ctx.db, input, ctx.audit, ctx.now())),
  setFeatured: adminProcedure
    .input(setFeaturedInput)
    .use(auditedChange())
    .output(adminBookmakerOutput)
    .mutation(({ ctx, input }) => setFeatured(ctx.db, input, ctx.audit, ctx.now())),
  setActive: adminProcedure
    .input(setActiveInput)
    .use(auditedChange())
    .output(adminBookmakerOutput)
    .mutation(({ ctx, input }) => setActive(ctx.db, input, ctx.audit, ctx.now())),
  setPublishStatus: adminProcedure
    .input(setPublishStatusInput)
    .use(auditedChange())
    .output(adminBookmakerOutput)
    .mutation(({ ctx, input }) => setPublishStatus(ctx.db, input, ctx.audit, ctx.now())),
  /** Live, paused, draft or archived: the admin screen's one control for what visitors get. */
  setVisibility: adminProcedure
    .input(setVisibilityInput)
    .use(auditedChange())
    .output(adminBookmakerOutput)
    .mutation(({ ctx, input }) => setVisibility(ctx.db, input, ctx.audit, ctx.now())),
  reorder: adminProcedure
    .input(reorderBookmakersInput)
    .use(auditedChange())
    .output(adminBookmakerListOutput)
    .mutation(({ ctx, input }) => reorderBookmakers(ctx.db, input, ctx.audit)),
  setRedirectSlug: adminProcedure
    .input(setRedirectSlugInput)
    .use(auditedChange())
    .output(adminBookmakerOutput)
    .mutation(({ ctx, input }) => setRedirectSlug(ctx.db, input, ctx.audit, ctx.now())),
});
