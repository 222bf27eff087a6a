import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuthUser } from '@dd/contracts';

/** The signed-in AuthUser (from the token's `user` claim) on a JwtAuthGuard-protected route. */
export const CurrentUser: () => ParameterDecorator = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser =>
    context.switchToHttp().getRequest<{ user: AuthUser }>().user,
);
