import { RouteConfig } from '@nestjs/platform-fastify';

/** What a route takes as its request body, and how a body of another type is refused. */
export interface AcceptedBody {
  /** Media types without parameters, lower case: `application/zip`, `text/csv`. */
  types: readonly string[];
  /** The 415 answer's message for any other type. */
  refusal: string;
}

export const JSON_BODY: AcceptedBody = {
  types: ['application/json'],
  refusal: 'Send the request body as JSON (application/json)',
};

const ACCEPTED_BODY_CONFIG_KEY = 'acceptedBody';

/**
 * Lets one route take a body other than JSON (an archive, a CSV). Every route
 * without it takes JSON only: the check is RequestBodyTypeCheck's, before any
 * content type parser runs, so the zip and CSV parsers the service registers
 * are reached only from the routes that declare their types.
 */
export const AcceptsBody = (accepted: AcceptedBody): MethodDecorator =>
  RouteConfig({ [ACCEPTED_BODY_CONFIG_KEY]: accepted });

/** The body a matched route accepts (JSON unless it says otherwise). */
export function acceptedBodyOf(routeConfig: unknown): AcceptedBody {
  const declared = (routeConfig as Record<string, unknown> | undefined)?.[ACCEPTED_BODY_CONFIG_KEY];
  return (declared as AcceptedBody | undefined) ?? JSON_BODY;
}

/** `Application/Zip; charset=x` → `application/zip`; undefined without a type. */
export function mediaTypeOf(contentType: string | undefined): string | undefined {
  const type = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  return type || undefined;
}
