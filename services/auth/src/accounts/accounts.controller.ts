import {
  Controller,
  Header,
  Headers,
  HttpCode,
  HttpStatus,
  Post,
  Put,
  UseGuards,
} from '@nestjs/common';
import {
  AuthUser,
  ChangePasswordRequest,
  changePasswordRequestSchema,
  LOGGED_OUT_MESSAGE,
  LoginRequest,
  loginRequestSchema,
  MessageResponse,
  PasswordChangedResponse,
  ProfileResponse,
  SignupRequest,
  signupRequestSchema,
  UpdateProfileRequest,
  updateProfileRequestSchema,
} from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, ValidBody } from '@dd/nest-common';
import { ClientIp } from '../http/client-ip.decorator';
import { asJsonString, JSON_CONTENT_TYPE } from '../http/json-string';
import { BearerToken, PresentedToken } from '../tokens/bearer-token.decorator';
import { AccountsService } from './accounts.service';
import { ProfileService } from './profile.service';

@Controller('api/auth')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly profile: ProfileService,
  ) {}

  /** Answers the token itself, as a JSON string (product spec §7). */
  @Post('signup')
  @Header('Content-Type', JSON_CONTENT_TYPE)
  async signup(
    @ValidBody(signupRequestSchema) input: SignupRequest,
    @ClientIp() clientIp: string,
  ): Promise<string> {
    return asJsonString(await this.accounts.signup(input, clientIp));
  }

  /** Answers the token itself, as a JSON string (product spec §7). */
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @Header('Content-Type', JSON_CONTENT_TYPE)
  async login(
    @ValidBody(loginRequestSchema) input: LoginRequest,
    @ClientIp() clientIp: string,
  ): Promise<string> {
    return asJsonString(await this.accounts.login(input, clientIp));
  }

  /** 200 `{ message }`, not a bodiless 204: the original client reads every OK answer's JSON. */
  @Post('logout')
  @UseGuards(JwtAuthGuard)
  @HttpCode(HttpStatus.OK)
  async logout(@BearerToken() presented: PresentedToken): Promise<MessageResponse> {
    await this.accounts.logout(presented);
    return { message: LOGGED_OUT_MESSAGE };
  }

  @Put('profile')
  @UseGuards(JwtAuthGuard)
  updateProfile(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') authorization: string,
    @ValidBody(updateProfileRequestSchema) input: UpdateProfileRequest,
  ): Promise<ProfileResponse> {
    return this.profile.updateProfile(user.id, authorization, input);
  }

  @Put('password')
  @UseGuards(JwtAuthGuard)
  changePassword(
    @CurrentUser() user: AuthUser,
    @ValidBody(changePasswordRequestSchema) input: ChangePasswordRequest,
  ): Promise<PasswordChangedResponse> {
    return this.accounts.changePassword(user.id, input);
  }
}
