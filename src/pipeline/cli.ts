// What the build's commands (scripts/build.ts, scripts/build-merge.ts) share on their
// command line: a usage error is printed as `<command>: <why>` and ends with status 2.

/** `f()`; when it throws, print `<command>: <its message>` and exit with status 2. */
export function orUsageError<T>(command: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    console.error(`${command}: ${(e as Error).message}`);
    process.exit(2);
  }
}
