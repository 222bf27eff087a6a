import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BlockList } from 'node:net';
import { load } from 'js-yaml';
import { declaredEnv } from './config-env';
import { repoRoot } from './paths';

interface ComposeService {
  build?: { dockerfile?: string };
  command?: string[];
  volumes?: string[];
  healthcheck?: unknown;
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
/** Everything behind the gateway, believing X-Forwarded-For from it alone. */
const BACKENDS = ['auth', 'diary', 'media', 'yelp', 'web'];

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

  it('serves pages from the web tier, behind the gateway, which believes its address', () => {
    const web = compose.services.web!;
    const gateway = compose.services.gateway!;
    expect(web).toMatchObject({ build: { dockerfile: 'infra/docker/web.Dockerfile' } });
    expect(gateway).toMatchObject({ build: { dockerfile: 'infra/docker/service.Dockerfile' } });
    expect(gateway.environment?.WEB_URL).toBe('http://web:3005');
    expect(gateway.environment?.STATIC_ROOT).toBeUndefined();
    expect(gateway.depends_on?.web?.condition).toBe('service_healthy');
    expect(web.environment?.API_URL).toBe('http://gateway:8080');
    expect(web.environment?.STATIC_ROOT).toBe('/app');
    const webAddress = web.networks?.default?.ipv4_address;
    expect(webAddress).toBeDefined();
    // Its render reads carry the browser's address, which the gateway believes from it alone.
    expect(gateway.environment?.TRUSTED_PROXIES).toBe(`\${GATEWAY_TRUSTED_PROXIES:-${webAddress}}`);
    expect(web.healthcheck).toBeDefined();
  });

  it('gives the gateway what its request budgets need: Redis and the token key', () => {
    const environment = compose.services.gateway?.environment ?? {};
    expect(environment.REDIS_URL).toMatch(/^redis:\/\/redis:/);
    expect(environment.JWT_PUBLIC_KEY_FILE).toBe('/keys/jwt-public.pem');
    expect(compose.services.gateway?.depends_on?.redis?.condition).toBe('service_healthy');
  });

  it('runs the media worker on its own, on the media image and the same storage', () => {
    const media = compose.services.media!;
    const worker = compose.services['media-worker']!;
    expect(media.environment?.MEDIA_WORKER).toBe('false');
    expect(worker.command).toEqual(['node', 'dist/main.js', '--worker-only']);
    expect(worker).toMatchObject({ build: (media as { build?: unknown }).build });
    expect(worker.volumes).toContain('uploads:/data/uploads');
    expect(worker.environment?.MEDIA_STORAGE_DIR).toBe(media.environment?.MEDIA_STORAGE_DIR);
    expect(worker.environment?.MONGO_DB).toBe(media.environment?.MONGO_DB);
  });

  it('sets only variables each service’s config reads', () => {
    const workspaces: Record<string, string> = {
      auth: 'services/auth',
      diary: 'services/diary',
      media: 'services/media',
      'media-worker': 'services/media',
      yelp: 'services/yelp',
      gateway: 'services/gateway',
      web: 'services/web',
    };
    for (const [name, workspace] of Object.entries(workspaces)) {
      const declared = declaredEnv(workspace);
      const unknown = Object.keys(compose.services[name]?.environment ?? {}).filter(
        (variable) => !declared.has(variable),
      );
      expect([name, unknown]).toEqual([name, []]);
    }
  });
});
