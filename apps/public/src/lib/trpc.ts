import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { PublicRouter } from "@eb/api";

export const { TRPCProvider, useTRPC } = createTRPCContext<PublicRouter>();
