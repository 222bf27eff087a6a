import type { GatewayConfig } from '../config';
import type { RequestClass } from './request-class';

export interface Budget {
  perIp: number;
  perUser: number;
}

export interface RequestBudgets {
  windowSeconds: number;
  byClass: Record<RequestClass, Budget>;
}

/** The RATE_LIMIT_* variables as budgets per request class. */
export function requestBudgetsOf(config: GatewayConfig): RequestBudgets {
  return {
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    byClass: {
      read: { perIp: config.RATE_LIMIT_READS_PER_IP, perUser: config.RATE_LIMIT_READS_PER_USER },
      write: {
        perIp: config.RATE_LIMIT_WRITES_PER_IP,
        perUser: config.RATE_LIMIT_WRITES_PER_USER,
      },
      upload: {
        perIp: config.RATE_LIMIT_UPLOADS_PER_IP,
        perUser: config.RATE_LIMIT_UPLOADS_PER_USER,
      },
    },
  };
}
