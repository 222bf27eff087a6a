import { HttpModule } from '@nestjs/axios';
import { DynamicModule, Module } from '@nestjs/common';
import type { YelpUpstreamConfig } from '../config';
import { RateLimitedUpstream } from './rate-limited-upstream';
import { UpstreamRateLimiter } from './rate-limiter';
import { ResponseCache } from './response-cache';
import { YelpClient } from './yelp.client';
import { REDIS_KEY_PREFIX, YELP_UPSTREAM_CONFIG } from './yelp.constants';
import { YelpController } from './yelp.controller';
import { YelpService } from './yelp.service';

export interface YelpModuleOptions {
  upstream: YelpUpstreamConfig;
  redisKeyPrefix: string;
}

/** The Yelp Fusion proxy: controller → service → cached, rate-limited, coalesced client. */
@Module({})
export class YelpModule {
  static forRoot(options: YelpModuleOptions): DynamicModule {
    return {
      module: YelpModule,
      imports: [HttpModule],
      controllers: [YelpController],
      providers: [
        { provide: YELP_UPSTREAM_CONFIG, useValue: options.upstream },
        { provide: REDIS_KEY_PREFIX, useValue: options.redisKeyPrefix },
        YelpClient,
        ResponseCache,
        UpstreamRateLimiter,
        RateLimitedUpstream,
        YelpService,
      ],
    };
  }
}
