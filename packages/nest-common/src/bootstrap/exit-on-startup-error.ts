import { ConfigError } from '../config/config-error';

/**
 * Ends a process whose start-up failed. A ConfigError already says what to fix,
 * so it is printed as one line without a stack.
 */
export function exitOnStartupError(error: unknown): never {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
}
