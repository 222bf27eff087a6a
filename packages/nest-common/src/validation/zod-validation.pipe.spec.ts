import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { ZodValidationPipe } from './zod-validation.pipe';

const schema = z.object({
  content: z.string().trim().min(1, 'Required'),
  rating: z.number().optional(),
});

function messageFor(value: unknown): string {
  try {
    new ZodValidationPipe(schema).transform(value);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).message;
  }
  throw new Error('expected the pipe to reject');
}

describe('ZodValidationPipe', () => {
  it('returns the parsed value (trimmed, unknown keys stripped)', () => {
    expect(new ZodValidationPipe(schema).transform({ content: '  hi ', extra: 1 })).toEqual({
      content: 'hi',
    });
  });

  it('says Required for a missing field', () => {
    expect(messageFor({})).toBe('content: Required');
  });

  it("keeps the schema's own message", () => {
    expect(messageFor({ content: '   ' })).toBe('content: Required');
  });

  it('names the expected type for a wrong one, e.g. an operator object', () => {
    expect(messageFor({ content: { $ne: null } })).toBe('content: Expected string');
  });

  it('joins every issue with "; "', () => {
    expect(messageFor({ rating: 'five' })).toBe('content: Required; rating: Expected number');
  });

  it('rejects a body that is not an object', () => {
    expect(messageFor(undefined)).toBe('Required');
    expect(messageFor('text')).toBe('Expected object');
  });
});
