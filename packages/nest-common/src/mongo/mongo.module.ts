import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FERRETDB_POSTGRESQL_URL, FerretDbGinIndexes } from './ferretdb-gin-indexes';

export interface MongoModuleOptions {
  /** Server URL without a database, e.g. mongodb://127.0.0.1:27017. */
  url: string;
  dbName: string;
  /**
   * FerretDB's PostgreSQL database when `url` is FerretDB on PostgreSQL (the
   * local tier, MONGO_POSTGRESQL_URL): the GIN indexes FerretDB's own cannot
   * replace are added there at start-up. Never set for MongoDB.
   */
  ferretDbPostgresqlUrl?: string;
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
          // While the database is down a query fails within this bound (answered
          // 503) rather than waiting in mongoose's buffer past the gateway's time-out.
          bufferCommands: false,
          serverSelectionTimeoutMS: 3000,
          retryAttempts: 3,
          retryDelay: 1000,
        }),
      ],
      providers: [
        { provide: FERRETDB_POSTGRESQL_URL, useValue: options.ferretDbPostgresqlUrl ?? '' },
        FerretDbGinIndexes,
      ],
    };
  }
}
