import { Component, type ErrorInfo, type ReactNode } from "react";
import { SomethingWentWrong } from "./fallbacks";

type Props = { children: ReactNode; resetKey?: string };
type State = { error: Error | null; resetKey?: string };

/** Catches render errors below it and shows 'Something went wrong'; a new route (resetKey) clears it. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Render error", error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <SomethingWentWrong onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
