import type { Provider } from '@nestjs/common';
import { AccountErasurePublisher } from '@dd/nest-common';
import { AUTH_CONFIG } from '../auth-config.module';
import type { AuthConfig } from '../config';

export const ACCOUNT_ERASURE = Symbol('ACCOUNT_ERASURE');
export type AccountErasureQueue = Pick<AccountErasurePublisher, 'publish'>;

/** The publisher of erasure jobs, closed with the app. */
export const accountErasureProvider: Provider = {
  provide: ACCOUNT_ERASURE,
  inject: [AUTH_CONFIG],
  useFactory: (config: AuthConfig) => {
    const publisher = new AccountErasurePublisher(config.redis);
    return Object.assign(publisher, { onModuleDestroy: () => publisher.close() });
  },
};
