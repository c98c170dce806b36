import { createContext, createElement, useContext, type ReactNode } from "react";
import type { TRPCClient } from "@trpc/client";
import type { PublicRouter } from "@eb/api";

/**
 * The public site talks to the public router through tRPC's own client; routes/queries.ts turns
 * its calls into React Query options. (The @trpc/tanstack-react-query adapter did the same for
 * ~2.5 KB gzip more, which the home page's 100 KB budget could not afford.)
 */
export type PublicClient = TRPCClient<PublicRouter>;

const ClientContext = createContext<PublicClient | null>(null);

export function TRPCProvider({ trpcClient, children }: { trpcClient: PublicClient; children: ReactNode }) {
  return createElement(ClientContext.Provider, { value: trpcClient }, children);
}

export function useTRPC(): PublicClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error("useTRPC outside TRPCProvider");
  return client;
}
