import { render, screen } from '@testing-library/react';
import {
  fetchRuntimeConfig,
  inlineRuntimeConfig,
  loadRuntimeConfig,
  RUNTIME_CONFIG_ELEMENT_ID,
  RuntimeConfigProvider,
  useRuntimeConfig,
} from './runtimeConfig';

const config = {
  remotes: { mfe_meals: '/mfe/meals/mf-manifest.json' },
  geocoderUrl: '/geo',
  tileUrl: '/tiles/{z}/{x}/{y}.png',
  storageUrl: '/storage',
};

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

it('fetches /config.json without cache', async () => {
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => config });
  await expect(fetchRuntimeConfig()).resolves.toEqual(config);
  expect(fetchMock).toHaveBeenCalledWith(
    '/config.json',
    expect.objectContaining({ cache: 'no-cache' }),
  );
});

it('rejects a failed or malformed config', async () => {
  fetchMock.mockResolvedValueOnce({ ok: false, status: 503, json: async () => ({}) });
  await expect(fetchRuntimeConfig()).rejects.toThrow('503');
  fetchMock.mockResolvedValueOnce({
    ok: true,
    status: 200,
    json: async () => ({ remotes: { a: 1 } }),
  });
  await expect(fetchRuntimeConfig()).rejects.toThrow('Invalid /config.json');
});

it('provides the config to descendants', () => {
  function Probe() {
    return <p>{useRuntimeConfig().remotes.mfe_meals}</p>;
  }
  render(
    <RuntimeConfigProvider config={config}>
      <Probe />
    </RuntimeConfigProvider>,
  );
  expect(screen.getByText('/mfe/meals/mf-manifest.json')).toBeInTheDocument();
});

it('useRuntimeConfig outside a provider is a programming error', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  function Probe() {
    useRuntimeConfig();
    return null;
  }
  expect(() => render(<Probe />)).toThrow('RuntimeConfigProvider');
});

describe('the configuration written into the page', () => {
  afterEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove());

  function writeIntoPage(text: string) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = RUNTIME_CONFIG_ELEMENT_ID;
    element.textContent = text;
    document.head.append(element);
  }

  it('is used without asking /config.json', async () => {
    writeIntoPage(JSON.stringify(config));
    await expect(loadRuntimeConfig()).resolves.toEqual(config);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to /config.json when missing or unreadable', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => config });
    await expect(loadRuntimeConfig()).resolves.toEqual(config);
    writeIntoPage('{"remotes": ');
    expect(inlineRuntimeConfig()).toBeNull();
    await expect(loadRuntimeConfig()).resolves.toEqual(config);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
