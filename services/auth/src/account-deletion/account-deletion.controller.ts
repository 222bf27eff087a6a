import { Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  type AuthUser,
  type DeleteAccountRequest,
  deleteAccountRequestSchema,
} from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, ValidBody } from '@dd/nest-common';
import { AccountDeletionService } from './account-deletion.service';

@Controller('api/auth')
export class AccountDeletionController {
  constructor(private readonly deletion: AccountDeletionService) {}

  /** 204 once the account is gone here and its erasure is queued for every other service. */
  @Post('delete-account')
  @UseGuards(JwtAuthGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  deleteAccount(
    @CurrentUser() user: AuthUser,
    @ValidBody(deleteAccountRequestSchema) input: DeleteAccountRequest,
  ): Promise<void> {
    return this.deletion.deleteAccount(user.id, input.password);
  }
}
