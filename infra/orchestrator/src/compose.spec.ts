import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BlockList } from 'node:net';
import { load } from 'js-yaml';
import { repoRoot } from './paths';

interface ComposeService {
  ports?: string[];
  profiles?: string[];
  environment?: Record<string, string>;
  networks?: Record<string, { ipv4_address?: string }>;
  depends_on?: Record<string, { condition: string; required?: boolean }>;
}

interface ComposeFile {
  services: Record<string, ComposeService>;
  networks: { default: { ipam: { config: Array<{ subnet: string }> } } };
}

const compose = load(
  readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'),
) as ComposeFile;
const BACKENDS = ['auth', 'diary', 'media', 'yelp'];

describe('docker-compose.yml', () => {
  it('publishes the gateway’s port and no other', () => {
    const published = Object.entries(compose.services)
      .filter(([, service]) => service.ports?.length)
      .map(([name, service]) => [name, service.ports]);
    expect(published).toEqual([['gateway', ['8080:8080']]]);
  });

  it('runs the sandbox (whose outbox lists reset links) only in its own profile', () => {
    expect(compose.services.sandbox?.profiles).toEqual(['sandbox']);
    for (const [name, service] of Object.entries(compose.services)) {
      if (name === 'sandbox') continue;
      expect(service.profiles).toBeUndefined();
      const onSandbox = service.depends_on?.sandbox;
      if (onSandbox) expect(onSandbox.required).toBe(false);
    }
  });

  it('gives the gateway a fixed address on the stack’s network, the only proxy the services trust', () => {
    const address = compose.services.gateway?.networks?.default?.ipv4_address;
    expect(address).toBeDefined();
    const [subnet, prefix] = compose.networks.default.ipam.config[0]!.subnet.split('/');
    const network = new BlockList();
    network.addSubnet(subnet!, Number(prefix));
    expect(network.check(address!)).toBe(true);
    for (const name of BACKENDS) {
      expect(compose.services[name]?.environment?.TRUSTED_PROXIES).toBe(address);
    }
  });

  it('gives the gateway what its request budgets need: Redis and the token key', () => {
    const environment = compose.services.gateway?.environment ?? {};
    expect(environment.REDIS_URL).toMatch(/^redis:\/\/redis:/);
    expect(environment.JWT_PUBLIC_KEY_FILE).toBe('/keys/jwt-public.pem');
    expect(compose.services.gateway?.depends_on?.redis?.condition).toBe('service_healthy');
  });
});
