import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ForgotPasswordRequest,
  forgotPasswordRequestSchema,
  MessageResponse,
  ResetPasswordRequest,
  resetPasswordRequestSchema,
} from '@dd/contracts';
import { ValidBody } from '@dd/nest-common';
import { ClientIp } from '../http/client-ip.decorator';
import { PasswordResetService } from './password-reset.service';

@Controller('api/auth')
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Post('forgot-password')
  @HttpCode(HttpStatus.OK)
  forgotPassword(
    @ValidBody(forgotPasswordRequestSchema) input: ForgotPasswordRequest,
    @ClientIp() clientIp: string,
  ): Promise<MessageResponse> {
    return this.passwordReset.requestReset(input.email, clientIp);
  }

  @Post('reset-password/:token')
  @HttpCode(HttpStatus.OK)
  resetPassword(
    @Param('token') token: string,
    @ValidBody(resetPasswordRequestSchema) input: ResetPasswordRequest,
  ): Promise<MessageResponse> {
    return this.passwordReset.resetPassword(token, input.password);
  }
}
