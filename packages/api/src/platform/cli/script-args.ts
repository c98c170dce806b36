/**
 * The arguments a command-line script was given. `npm run x -- --flag` hands the script
 * `--flag`, but `pnpm run x -- --flag` hands it `-- --flag`; node:util parseArgs would refuse
 * that `--` as an unexpected positional, so a leading one is dropped.
 */
export function scriptArgs(argv: readonly string[]): string[] {
  const args = argv.slice(2);
  return args[0] === "--" ? args.slice(1) : args;
}
