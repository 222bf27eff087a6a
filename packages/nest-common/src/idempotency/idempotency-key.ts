import { BadRequestException } from '@nestjs/common';
import { IDEMPOTENCY_KEY_PATTERN } from '@dd/contracts';

export const INVALID_IDEMPOTENCY_KEY_MESSAGE =
  'Idempotency-Key: must be 8 to 128 characters of A-Z, a-z, 0-9, _ and -';

/** The request's Idempotency-Key, undefined without one; 400 when it is malformed or repeated. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new BadRequestException(INVALID_IDEMPOTENCY_KEY_MESSAGE);
  }
  return header;
}
