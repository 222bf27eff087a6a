import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { RuntimeConfig } from '@dd/contracts';
import { WEB_CONFIG, type WebConfig } from '../config';
import { buildRuntimeConfig } from './runtime-config';

@Controller()
export class RuntimeConfigController {
  private readonly runtimeConfig: RuntimeConfig;

  constructor(@Inject(WEB_CONFIG) config: WebConfig) {
    this.runtimeConfig = buildRuntimeConfig(config);
  }

  /** Read by the shell at start-up; revalidated so that pointing at a new remote takes effect at once. */
  @Get('config.json')
  @Header('Cache-Control', 'no-cache')
  get(): RuntimeConfig {
    return this.runtimeConfig;
  }
}
