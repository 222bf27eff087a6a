import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@dd/nest-common';
import type { AuthConfig } from './config';

@Module({})
export class AppModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceCoreModule.forRoot(config)],
    };
  }
}
