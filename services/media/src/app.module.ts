import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@dd/nest-common';
import type { MediaConfig } from './config';

@Module({})
export class AppModule {
  static forRoot(config: MediaConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceCoreModule.forRoot(config)],
    };
  }
}
