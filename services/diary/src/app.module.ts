import { DynamicModule, Module } from '@nestjs/common';
import { HealthModule, JwtAuthModule, MongoModule } from '@dd/nest-common';
import type { DiaryConfig } from './config';
import { PostsModule } from './posts/posts.module';

@Module({})
export class AppModule {
  static forRoot(config: DiaryConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MongoModule.forRoot(config.mongo),
        JwtAuthModule.forRoot({ publicKey: config.jwtPublicKey }),
        HealthModule.forRoot({ checks: ['mongo'] }),
        PostsModule,
      ],
    };
  }
}
