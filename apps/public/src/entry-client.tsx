import "./styles.css";
import { hydrateRoot } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import { Router, matchRoute } from "wouter";
import { parse } from "regexparam";
import { Root } from "./root";
import { makeQueryClient } from "./lib/query-client";
import { BOOT_ELEMENT_ID, type BootData } from "./lib/boot";
import { SiteUrlProvider } from "./lib/head";
import { isLazyPage } from "./lib/lazy-page";
import { routerPath, routes } from "./routes/route-table";
import { lazyTrpcClient } from "./lib/lazy-trpc-client";

// Read from the page, and "{}" when the element is missing: any field may be absent.
const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? "{}") as Partial<BootData>;
const queryClient = makeQueryClient();
if (boot.dehydrated) hydrate(queryClient, boot.dehydrated);
const trpcClient = lazyTrpcClient(async () => (await import("./lib/http-trpc-client")).createHttpTrpcClient());

// The current page's chunk must be there before hydrating, so the first render matches the HTML.
const current = routes.find((r) => matchRoute(parse, r.path, routerPath(window.location.pathname))[0]);
if (current && isLazyPage(current.component)) await current.component.preload();

hydrateRoot(
  document.getElementById("root")!,
  <SiteUrlProvider siteUrl={boot.siteUrl ?? window.location.origin}>
    <Root
      queryClient={queryClient}
      trpcClient={trpcClient}
      renderedAt={boot.renderedAt ?? new Date().toISOString()}
      analytics={boot.analytics !== false}
      demoEsports={boot.demoEsports === true}
      demoVisitorPlace={boot.demoVisitorPlace ?? null}
      experiments={boot.experiments ?? []}
      router={(children) => <Router>{children}</Router>}
    />
  </SiteUrlProvider>,
);
