import { loadRemote, getInstance } from '@module-federation/enhanced/runtime';
import { retry } from './retry';
import { loadRemoteRoutes } from './loadRemoteRoutes';
import { remoteFailurePlugin } from './remoteFailurePlugin';
import { registerRuntimeRemotes } from './registerRemotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  getInstance: jest.fn(),
}));
const loadRemoteMock = jest.mocked(loadRemote);
const getInstanceMock = jest.mocked(getInstance);

beforeEach(() => {
  jest.useFakeTimers();
  loadRemoteMock.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('retry', () => {
  it('returns the first success', async () => {
    const task = jest.fn().mockRejectedValueOnce(new Error('flaky')).mockResolvedValueOnce('ok');
    const result = retry(task, { attempts: 3, delayMs: 10 });
    await jest.runAllTimersAsync();
    await expect(result).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('gives up after the bounded number of attempts with the last error', async () => {
    const task = jest.fn().mockRejectedValue(new Error('down'));
    const result = retry(task, { attempts: 3, delayMs: 10 });
    result.catch(() => undefined);
    await jest.runAllTimersAsync();
    await expect(result).rejects.toThrow('down');
    expect(task).toHaveBeenCalledTimes(3);
  });
});

describe('loadRemoteRoutes', () => {
  it("loads '<remote>/routes' and returns its module", async () => {
    const module = { default: () => null };
    loadRemoteMock.mockResolvedValue(module);
    await expect(loadRemoteRoutes('mfe_meals')).resolves.toBe(module);
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_meals/routes');
  });

  it('retries a transient failure, then rejects a remote without a routes component', async () => {
    loadRemoteMock
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue({ default: 'not a component' });
    const result = loadRemoteRoutes('mfe_account');
    result.catch(() => undefined);
    await jest.runAllTimersAsync();
    await expect(result).rejects.toThrow("Remote 'mfe_account' did not expose a routes component");
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
  });
});

describe('remoteFailurePlugin', () => {
  it('reports the remote and stage, and lets the error propagate', async () => {
    const report = jest.fn();
    const plugin = remoteFailurePlugin(report);
    const error = new Error('404');
    const outcome = await plugin.errorLoadRemote!({
      id: 'mfe_meals/routes',
      error,
      from: 'runtime',
      lifecycle: 'onLoad',
      remote: { name: 'mfe_meals', entry: '/mfe/meals/mf-manifest.json' } as never,
      origin: {} as never,
    });
    expect(outcome).toBeUndefined();
    expect(report).toHaveBeenCalledWith(
      "[federation] loading 'mfe_meals/routes' from /mfe/meals/mf-manifest.json failed during onLoad",
      error,
    );
  });
});

describe('registerRuntimeRemotes', () => {
  it('registers every remote from /config.json with an absolute manifest URL, plus the failure plugin', () => {
    const federation = { registerRemotes: jest.fn(), registerPlugins: jest.fn() };
    getInstanceMock.mockReturnValue(federation as never);
    registerRuntimeRemotes(
      {
        mfe_meals: '/mfe/meals/mf-manifest.json',
        mfe_account: 'https://cdn.example/account/mf-manifest.json',
      },
      'https://diary.example/meals',
    );
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mfe_meals', entry: 'https://diary.example/mfe/meals/mf-manifest.json' },
        { name: 'mfe_account', entry: 'https://cdn.example/account/mf-manifest.json' },
      ],
      { force: true },
    );
    expect(federation.registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'dd-remote-failure' }),
    ]);
  });

  it('fails loudly when the federation runtime is missing', () => {
    getInstanceMock.mockReturnValue(null);
    expect(() => registerRuntimeRemotes({})).toThrow('not initialised');
  });
});
