import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { RuntimeConfig } from '@dd/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { buildRuntimeConfig } from './runtime-config';

@Controller()
export class RuntimeConfigController {
  private readonly runtimeConfig: RuntimeConfig;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.runtimeConfig = buildRuntimeConfig(config);
  }

  /** Read by the shell at start-up; revalidated so that pointing at a new remote takes effect at once. */
  @Get('config.json')
  @Header('Cache-Control', 'no-cache')
  get(): RuntimeConfig {
    return this.runtimeConfig;
  }
}
