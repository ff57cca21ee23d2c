/** A set-up problem the user can fix: what went wrong, and what to do about it. */
export class SetupError extends Error {
  constructor(
    message: string,
    readonly remedy: string,
  ) {
    super(message);
    this.name = "SetupError";
  }
}

/** Prints a set-up problem without a stack trace (it is not a bug) and exits. */
export function exitOnSetupError(error: unknown): never {
  if (error instanceof SetupError) {
    console.error(`\n✖ ${error.message}\n  → ${error.remedy}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
}
