import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { ErrorBoundary } from "./error-boundary";

/** The page area's error boundary; moving to another route clears a previous error. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>;
}
