import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@dd/nest-common';
import { AccountDeletionModule } from './account-deletion/account-deletion.module';
import { AccountsModule } from './accounts/accounts.module';
import { AuthConfigModule } from './auth-config.module';
import type { AuthConfig } from './config';
import { PasswordResetModule } from './password-reset/password-reset.module';

@Module({})
export class AppModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot(config),
        AuthConfigModule.forRoot(config),
        AccountsModule,
        PasswordResetModule,
        AccountDeletionModule,
      ],
    };
  }
}
