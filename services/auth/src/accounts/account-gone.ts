import { UnauthorizedException } from '@nestjs/common';

/** A valid token whose user no longer exists: the session is over. */
export function accountGone(): UnauthorizedException {
  return new UnauthorizedException('Unauthorized');
}
