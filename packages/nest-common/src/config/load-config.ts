import { z } from 'zod';
import { ConfigError } from './config-error';

/**
 * Validates the environment against `schema` and returns the parsed config.
 * Every invalid or missing variable is named in one ConfigError message, so a
 * misconfigured process fails with a single line that says what to fix.
 */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(withoutEmptyValues(env), { reportInput: true });
  if (result.success) return result.data;
  throw new ConfigError(`Invalid configuration: ${describeIssues(result.error.issues)}`);
}

function describeIssues(issues: z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const variable = issue.path.join('.');
      const message =
        issue.code === 'invalid_type' && issue.input === undefined ? 'required' : issue.message;
      return variable ? `${variable}: ${message}` : message;
    })
    .join('; ');
}

// `FOO=` in a shell or an .env file means "not set", so defaults still apply.
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}
