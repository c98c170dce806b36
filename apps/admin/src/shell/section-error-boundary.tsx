import { Component, type ReactNode } from "react";
import { Button } from "@eb/ui/button";
import { ErrorState } from "@eb/ui/query-boundary";

type State = { failed: boolean };

/**
 * Keeps the header and tabs usable when a section fails to render or its chunk fails to load
 * (for example after a deploy replaced it); the other sections still work.
 */
export class SectionErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorState title="Something went wrong" description="This section could not be shown. Reload the page to try again.">
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
      </ErrorState>
    );
  }
}
