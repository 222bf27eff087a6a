import { MongoNetworkError, MongoServerSelectionError } from 'mongodb';
import { ClientOfflineError, SocketClosedUnexpectedlyError } from 'redis';
import { isDependencyOutage } from './dependency-unavailable';

describe('isDependencyOutage', () => {
  it('recognises Redis and database outages', () => {
    expect(isDependencyOutage(new ClientOfflineError())).toBe(true);
    expect(isDependencyOutage(new SocketClosedUnexpectedlyError())).toBe(true);
    expect(isDependencyOutage(new MongoNetworkError('connection refused'))).toBe(true);
    expect(
      isDependencyOutage(
        new MongoServerSelectionError('no server', { servers: new Map() } as never),
      ),
    ).toBe(true);
  });

  it('leaves bugs and other errors alone', () => {
    expect(isDependencyOutage(new Error('Socket closed unexpectedly'))).toBe(false);
    expect(isDependencyOutage(new TypeError('x is undefined'))).toBe(false);
    expect(isDependencyOutage('MongoNetworkError')).toBe(false);
  });
});
