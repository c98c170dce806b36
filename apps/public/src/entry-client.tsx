import "./styles.css";
import { hydrateRoot } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { Router } from "wouter";
import type { PublicRouter } from "@eb/api";
import { Root } from "./root";
import { makeQueryClient } from "./lib/query-client";
import { BOOT_ELEMENT_ID, type BootData } from "./lib/boot";
import { SiteUrlProvider } from "./lib/head";

const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? "{}") as BootData;
const queryClient = makeQueryClient();
if (boot.dehydrated) hydrate(queryClient, boot.dehydrated);
const trpcClient = createTRPCClient<PublicRouter>({ links: [httpBatchLink({ url: "/api/public", maxItems: 10 })] });

hydrateRoot(
  document.getElementById("root")!,
  <SiteUrlProvider siteUrl={boot.siteUrl ?? window.location.origin}>
    <Root
      queryClient={queryClient}
      trpcClient={trpcClient}
      renderedAt={boot.renderedAt ?? new Date().toISOString()}
      router={(children) => <Router>{children}</Router>}
    />
  </SiteUrlProvider>,
);
