import { Body, Param, Query } from '@nestjs/common';
import { objectIdSchema } from '@dd/contracts';
import { z } from 'zod';
import { ZodValidationPipe } from './zod-validation.pipe';

/**
 * The route parameter `name` as a lower-case 24-hex ObjectId string; anything
 * else is a 400 `{ message: '<name>: Invalid id' }`.
 */
export function IdParam(name = 'id'): ParameterDecorator {
  const paramsSchema = z.object({ [name]: objectIdSchema }).transform((params) => params[name]);
  return Param(new ZodValidationPipe(paramsSchema));
}

/** The request body parsed by `schema` (400 with the issues otherwise). */
export function ValidBody(schema: z.ZodType): ParameterDecorator {
  return Body(new ZodValidationPipe(schema));
}

/** The query string parsed by `schema` (400 with the issues otherwise). */
export function ValidQuery(schema: z.ZodType): ParameterDecorator {
  return Query(new ZodValidationPipe(schema));
}
