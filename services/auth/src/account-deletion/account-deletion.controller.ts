import { Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  type AuthUser,
  type DeleteAccountRequest,
  deleteAccountRequestSchema,
  type DeletedResponse,
  deletedResponse,
} from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, ValidBody } from '@dd/nest-common';
import { AccountDeletionService } from './account-deletion.service';

@Controller('api/auth')
export class AccountDeletionController {
  constructor(private readonly deletion: AccountDeletionService) {}

  /**
   * 200 `{ message }`, as every delete answers, once the account is gone here
   * and its erasure is queued for every other service.
   */
  @Post('delete-account')
  @UseGuards(JwtAuthGuard)
  @HttpCode(HttpStatus.OK)
  async deleteAccount(
    @CurrentUser() user: AuthUser,
    @ValidBody(deleteAccountRequestSchema) input: DeleteAccountRequest,
  ): Promise<DeletedResponse> {
    await this.deletion.deleteAccount(user.id, input.password);
    return deletedResponse('account');
  }
}
