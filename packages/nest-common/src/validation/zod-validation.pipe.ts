import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { z } from 'zod';

/**
 * Validates (and transforms: trims, coerces, strips unknown keys) a request
 * body, query or param with a zod schema. A failure is a 400 whose message
 * names each problem, e.g. `content: Required; rating: Expected number`.
 */
@Injectable()
export class ZodValidationPipe implements PipeTransform {
  constructor(private readonly schema: z.ZodType) {}

  transform(value: unknown): unknown {
    const result = this.schema.safeParse(value, { error: plainMessage });
    if (result.success) return result.data;
    throw new BadRequestException(formatIssues(result.error.issues));
  }
}

// Used only where a schema does not give its own message.
function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  return issue.input === undefined ? 'Required' : `Expected ${issue.expected}`;
}

export function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}
