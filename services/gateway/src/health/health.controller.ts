import { Controller, Get, Header, HttpStatus, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { HealthService, type GatewayHealthReport } from './health.service';

@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when every service is up, 503 naming the ones that are down. */
  @Get('healthz')
  @Header('Cache-Control', 'no-store')
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<GatewayHealthReport> {
    const report = await this.health.check();
    reply.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
