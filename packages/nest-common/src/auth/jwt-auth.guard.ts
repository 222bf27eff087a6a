import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/** Lets a request through only with a valid bearer token; its user lands on `request.user`. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    // e.g. 503 when the revocation store is unreachable: not the client's fault.
    if (error instanceof HttpException && error.getStatus() >= HttpStatus.INTERNAL_SERVER_ERROR) {
      throw error;
    }
    if (error || !user) throw new UnauthorizedException('Unauthorized');
    return user;
  }
}
