import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@dd/nest-common';
import type { DiaryConfig } from './config';
import { PostsModule } from './posts/posts.module';

@Module({})
export class AppModule {
  static forRoot(config: DiaryConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceCoreModule.forRoot(config), PostsModule],
    };
  }
}
