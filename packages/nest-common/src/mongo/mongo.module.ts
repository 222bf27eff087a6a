import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';

export interface MongoModuleOptions {
  /** Server URL without a database, e.g. mongodb://127.0.0.1:27017. */
  url: string;
  dbName: string;
}

/** The service's database connection; fails fast instead of hanging when the server is unreachable. */
@Module({})
export class MongoModule {
  static forRoot(options: MongoModuleOptions): DynamicModule {
    return {
      module: MongoModule,
      imports: [
        MongooseModule.forRoot(options.url, {
          dbName: options.dbName,
          serverSelectionTimeoutMS: 5000,
          retryAttempts: 3,
          retryDelay: 1000,
        }),
      ],
    };
  }
}
