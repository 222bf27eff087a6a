import { LOCAL_STACK_LIMITS, localStackLimits } from './limits';

describe('localStackLimits', () => {
  it('raises every budget a local stack would otherwise hit from one address', () => {
    expect(localStackLimits({})).toEqual(LOCAL_STACK_LIMITS);
    for (const value of Object.values(LOCAL_STACK_LIMITS)) expect(Number(value)).toBeGreaterThan(0);
  });

  it('leaves the ones the environment sets to the environment', () => {
    const limits = localStackLimits({ RATE_LIMIT_READS_PER_USER: '600', SIGNUP_MAX_PER_IP: '' });
    expect(limits.RATE_LIMIT_READS_PER_USER).toBeUndefined();
    expect(limits.SIGNUP_MAX_PER_IP).toBe(LOCAL_STACK_LIMITS.SIGNUP_MAX_PER_IP);
  });
});
