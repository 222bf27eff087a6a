import { HttpStatus } from '@nestjs/common';
import type { RedisClient } from '../redis/redis.constants';
import { TokenRevocationStore } from './token-revocation.store';

const SESSION = { tokenId: 'jti-1', userId: 'u-1', generation: 0 };

/** A client that says it is connected while its commands fail: Redis went away under them. */
function droppedConnection(): RedisClient {
  return {
    isReady: true,
    mGet: () => Promise.reject(new Error('Socket closed unexpectedly')),
  } as unknown as RedisClient;
}

it('answers 503 with a retry time, not a refusal, when Redis goes away under the check', async () => {
  const store = new TokenRevocationStore(droppedConnection(), { keyPrefix: 'dd:' });

  const checked = store.isSessionRevoked(SESSION);

  await expect(checked).rejects.toMatchObject({
    message: 'Sessions cannot be checked right now. Please try again.',
  });
  await expect(checked).rejects.toHaveProperty('status', HttpStatus.SERVICE_UNAVAILABLE);
});
