import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Connection, ConnectionStates } from 'mongoose';
import { HealthIndicator, withinTimeout } from './health-indicator';

@Injectable()
export class MongoHealthIndicator implements HealthIndicator {
  readonly name = 'mongo';

  constructor(@InjectConnection() private readonly connection: Connection) {}

  async isUp(): Promise<boolean> {
    const db = this.connection.db;
    if (this.connection.readyState !== ConnectionStates.connected || !db) return false;
    return withinTimeout(db.command({ ping: 1 }));
  }
}
