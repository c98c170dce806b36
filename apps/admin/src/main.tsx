// First: configures zod before any module builds a schema.
import "./lib/zod-csp";
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ToastProvider } from "@eb/ui/toast";
import { createAdminClient, TRPCProvider } from "./lib/trpc";
import { App } from "./app";
import { installPlainMessages } from "./lib/zod-messages";
import "./index.css";

installPlainMessages();

function Root() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  const [trpcClient] = useState(createAdminClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <ToastProvider>
          <App />
        </ToastProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
