/**
 * An event handler that starts an async action. React does not wait for what a handler returns:
 * the action shows its own outcome (a form error, a toast), and a failure it leaves unhandled is
 * reported as an error thrown by a handler is (`reportError`: the console and the window's error
 * event) instead of becoming an unhandled rejection.
 */
export function eventHandler<Args extends unknown[]>(action: (...args: Args) => Promise<unknown>): (...args: Args) => void {
  return (...args) => {
    action(...args).catch((err: unknown) => reportError(err));
  };
}
