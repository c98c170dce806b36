/** What a test hook opens and an after-hook closes: a browser context, an app, a database handle, a fake server. */
type Closable = { close(): Promise<unknown> };

/**
 * Closes, in order, what a before-hook opened (a signed-in page is closed through its context).
 * The after-hook runs even when the before-hook failed part-way, and then what it had not reached
 * is still unset: the variables are typed as set because the tests only run after a before-hook
 * that succeeded, so this parameter type is where "maybe unset" is said.
 */
export async function closeOpened(...opened: (Closable | { context: Closable } | undefined)[]): Promise<void> {
  for (const item of opened) {
    if (item === undefined) continue;
    await ("close" in item ? item : item.context).close();
  }
}
