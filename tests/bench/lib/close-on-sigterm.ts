/**
 * How a benchmark's child server ends: on SIGTERM it runs `close`, prints "closed" (what the
 * benchmark waits for) and exits. A close that fails is printed and exits with 1.
 */
export function closeOnSigterm(close: () => Promise<void>): void {
  process.once("SIGTERM", () => {
    close().then(
      () => {
        process.stdout.write("closed\n");
        process.exit(0);
      },
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
