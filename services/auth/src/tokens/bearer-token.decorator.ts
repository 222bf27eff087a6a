import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { decode } from 'jsonwebtoken';
import { TokenPayload, tokenPayloadSchema } from '@dd/contracts';

export interface PresentedToken {
  token: string;
  payload: TokenPayload;
}

/**
 * The bearer token of the request with its payload. Use only behind
 * JwtAuthGuard, which has verified the signature, expiry and revocation.
 */
export const BearerToken: () => ParameterDecorator = createParamDecorator(
  (_data: unknown, context: ExecutionContext): PresentedToken => {
    const { authorization } = context.switchToHttp().getRequest<{
      headers: Record<string, string | undefined>;
    }>().headers;
    const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
    const payload = tokenPayloadSchema.safeParse(token ? decode(token) : null);
    if (!token || !payload.success) throw new UnauthorizedException('Unauthorized');
    return { token, payload: payload.data };
  },
);
