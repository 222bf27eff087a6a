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
  private readonly urls: Record<ServiceName, readonly string[]>;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly probe: ServiceProbe,
  ) {
    this.urls = serviceUrls(config);
  }

  /** Probes every service in parallel; the gateway is healthy only when all of them are. */
  async check(): Promise<GatewayHealthReport> {
    const results = await Promise.all(SERVICE_NAMES.map((name) => this.probeReplicas(name)));
    const services = Object.fromEntries(
      SERVICE_NAMES.map((name, i) => [name, results[i]]),
    ) as Record<ServiceName, ProbeResult>;
    return { status: results.every((result) => result === 'up') ? 'ok' : 'error', services };
  }

  /** A service with several replicas is up when any of them is. */
  private async probeReplicas(name: ServiceName): Promise<ProbeResult> {
    const results = await Promise.all(this.urls[name].map((url) => this.probe.probe(url)));
    return results.includes('up') ? 'up' : 'down';
  }
}
