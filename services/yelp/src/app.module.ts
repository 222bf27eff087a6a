import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@dd/nest-common';
import type { YelpConfig } from './config';

@Module({})
export class AppModule {
  static forRoot(config: YelpConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceCoreModule.forRoot(config)],
    };
  }
}
