import {
  Controller,
  Get,
  Header,
  HttpStatus,
  Inject,
  NotFoundException,
  Req,
  Res,
} from '@nestjs/common';
import { proxyMatcher } from '@dd/nest-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { clientAddressOf, type TrustedProxyCheck } from '@dd/nest-common';
import { HealthService, type GatewayHealthReport } from './health.service';

@Controller()
export class HealthController {
  private readonly isTrustedProxy: TrustedProxyCheck;
  private readonly isInternal: (address: string) => boolean;

  constructor(
    private readonly health: HealthService,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.isTrustedProxy = proxyMatcher(config.TRUSTED_PROXIES);
    this.isInternal = proxyMatcher(config.INTERNAL_NETWORKS);
  }

  /**
   * The gateway's own liveness, for load balancers and anyone: answered from
   * memory, it calls no service, so it costs nothing to ask often.
   */
  @Get('healthz')
  @Header('Cache-Control', 'no-store')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Every service's /healthz: 200 when all are up, 503 naming the ones that
   * are down. Internal (INTERNAL_NETWORKS only; a 404 to anyone else), as it
   * fans out to every service on each call.
   */
  @Get('healthz/services')
  @Header('Cache-Control', 'no-store')
  async services(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GatewayHealthReport> {
    if (!this.isInternal(clientAddressOf(request.raw, this.isTrustedProxy))) {
      throw new NotFoundException(`Cannot GET ${request.url}`);
    }
    const report = await this.health.check();
    reply.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
