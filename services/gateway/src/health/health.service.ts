import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { SERVICE_NAMES, serviceUrls, type ServiceName } from '../services';
import { ServiceProbe, type ProbeResult } from './service-probe';

export interface GatewayHealthReport {
  status: 'ok' | 'error';
  services: Record<ServiceName, ProbeResult>;
}

@Injectable()
export class HealthService {
  private readonly urls: Record<ServiceName, string>;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly probe: ServiceProbe,
  ) {
    this.urls = serviceUrls(config);
  }

  /** Probes every service in parallel; the gateway is healthy only when all of them are. */
  async check(): Promise<GatewayHealthReport> {
    const results = await Promise.all(
      SERVICE_NAMES.map((name) => this.probe.probe(this.urls[name])),
    );
    const services = Object.fromEntries(
      SERVICE_NAMES.map((name, i) => [name, results[i]]),
    ) as Record<ServiceName, ProbeResult>;
    return { status: results.every((result) => result === 'up') ? 'ok' : 'error', services };
  }
}
