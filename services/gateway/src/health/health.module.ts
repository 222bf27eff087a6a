import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { ServiceProbe } from './service-probe';

@Module({ controllers: [HealthController], providers: [HealthService, ServiceProbe] })
export class HealthModule {}
