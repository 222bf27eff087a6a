import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { decode } from 'jsonwebtoken';
import { tokenPayloadSchema } from '@dd/contracts';
import { sessionOf, type TokenSession } from '../revocation/revocation-keys';

const BEARER = /^Bearer (\S+)$/i;

/**
 * The session of the request's bearer token, on a JwtAuthGuard-protected
 * route (the guard has verified the token already, so it is only decoded
 * here): for a capability that must die with the session that made it.
 */
export const CurrentSession: () => ParameterDecorator = createParamDecorator(
  (_data: unknown, context: ExecutionContext): TokenSession => {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
    const token = BEARER.exec(String(request.headers.authorization ?? ''))?.[1];
    const payload = tokenPayloadSchema.parse(token && decode(token));
    return sessionOf(token!, payload);
  },
);
