/**
 * Runs a command-line script's `main` and exits with the code it resolves to. A failure `main`
 * does not catch itself (one before its own try, such as opening the database) is printed and
 * exits with 1, as the sync command does.
 */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
