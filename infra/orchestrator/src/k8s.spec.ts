import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { declaredEnv } from './config-env';
import { renderKustomization, type K8sObject } from './k8s/kustomize';
import { externalSecrets, selects, workloadsOf, type Workload } from './k8s/references';
import { manifestProblems } from './k8s/validate';
import { repoRoot } from './paths';

const K8S = path.join(repoRoot, 'infra', 'k8s');
const PRODUCTION = path.join(K8S, 'overlays', 'production');
const BACKENDS = ['auth', 'diary', 'media', 'yelp'];
/** The workspace whose config a Deployment's container reads. */
const WORKSPACE_OF: Record<string, string> = {
  gateway: 'services/gateway',
  web: 'services/web',
  auth: 'services/auth',
  diary: 'services/diary',
  media: 'services/media',
  'media-worker': 'services/media',
  yelp: 'services/yelp',
};

// The first run builds kustomize with Go into the cache.
jest.setTimeout(300_000);

let production: K8sObject[];
let base: K8sObject[];

beforeAll(async () => {
  production = await renderKustomization(PRODUCTION);
  base = await renderKustomization(path.join(K8S, 'base'));
});

const nameOf = (workload: Workload) => workload.object.metadata.name;
const find = (objects: readonly K8sObject[], kind: string, name: string) =>
  objects.find((object) => object.kind === kind && object.metadata.name === name);
const specOf = <T>(object: K8sObject | undefined) => (object as unknown as { spec: T }).spec;

/** A container's environment: its ConfigMaps' keys, then its own variables (which win). */
function environmentOf(
  objects: readonly K8sObject[],
  workload: Workload,
): Map<string, string | undefined> {
  const container = workload.containers[0]!;
  const env = new Map<string, string | undefined>();
  for (const source of container.envFrom ?? []) {
    const data = (
      find(objects, 'ConfigMap', source.configMapRef!.name) as { data?: Record<string, string> }
    ).data;
    for (const [name, value] of Object.entries(data ?? {})) env.set(name, value);
  }
  for (const variable of container.env ?? []) {
    env.set(variable.name, (variable as { value?: string }).value);
  }
  return env;
}

/** The names of the workloads whose pods a NetworkPolicy lets open connections to `target`'s pods. */
function admittedTo(objects: readonly K8sObject[], target: Workload): string[] {
  const workloads = workloadsOf(objects);
  const admitted = new Set<string>();
  for (const policy of objects.filter((object) => object.kind === 'NetworkPolicy')) {
    const spec = specOf<{
      podSelector: { matchLabels?: Record<string, string> };
      ingress?: Array<{ from?: Array<{ podSelector?: { matchLabels?: Record<string, string> } }> }>;
    }>(policy);
    if (!selects(spec.podSelector.matchLabels, target.labels)) continue;
    for (const peer of (spec.ingress ?? []).flatMap((rule) => rule.from ?? [])) {
      if (!peer.podSelector) continue;
      for (const source of workloads) {
        if (selects(peer.podSelector.matchLabels, source.labels)) admitted.add(nameOf(source));
      }
    }
  }
  return [...admitted].sort();
}

describe('infra/k8s', () => {
  it.each([
    ['production overlay', () => production],
    ['base', () => base],
  ])('%s: every object passes its Kubernetes schema and every reference resolves', (_, objects) => {
    expect(objects().length).toBeGreaterThan(30);
    expect(manifestProblems(objects())).toEqual([]);
  });

  it('runs every deployable as a Deployment, the media worker apart from the media API', () => {
    const deployments = production.filter((object) => object.kind === 'Deployment');
    expect(deployments.map((object) => object.metadata.name).sort()).toEqual(
      ['auth', 'diary', 'gateway', 'media', 'media-worker', 'web', 'yelp'].sort(),
    );
    const [worker] = workloadsOf(production).filter((w) => nameOf(w) === 'media-worker');
    expect(worker!.containers[0]!.command).toEqual(['node', 'dist/main.js', '--worker-only']);
    const [api] = workloadsOf(production).filter((w) => nameOf(w) === 'media');
    expect(environmentOf(production, api!).get('MEDIA_WORKER')).toBe('false');
    for (const object of deployments) {
      expect(
        specOf<{ template: { spec: { containers: Array<{ image: string }> } } }>(object).template
          .spec.containers[0]!.image,
      ).toMatch(/^registry\.example\.com\/dining-diary\/[a-z-]+:1\.0\.0$/);
    }
  });

  it('probes every serving Deployment on /healthz at its own port, with resources on every container', () => {
    for (const workload of workloadsOf(production)) {
      for (const container of workload.containers) {
        const resources = (container as { resources?: { requests?: object; limits?: object } })
          .resources;
        expect([nameOf(workload), resources?.requests && resources.limits]).toEqual([
          nameOf(workload),
          expect.anything(),
        ]);
      }
      if (workload.object.kind !== 'Deployment' || nameOf(workload) === 'media-worker') continue;
      const container = workload.containers[0]!;
      for (const probe of [container.readinessProbe, container.livenessProbe]) {
        expect(probe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
      }
      expect(container.ports).toEqual([{ name: 'http', containerPort: expect.any(Number) }]);
      expect(String(environmentOf(production, workload).get('PORT') ?? '')).toBe(
        String(container.ports![0]!.containerPort),
      );
    }
  });

  it('sets only variables each service’s config reads, and what it needs to start', () => {
    for (const workload of workloadsOf(production)) {
      const workspace = WORKSPACE_OF[nameOf(workload)];
      if (!workspace) continue;
      const declared = declaredEnv(workspace);
      const env = environmentOf(production, workload);
      expect([nameOf(workload), [...env.keys()].filter((name) => !declared.has(name))]).toEqual([
        nameOf(workload),
        [],
      ]);
      expect(env.has('JWT_PUBLIC_KEY_FILE')).toBe(true);
      // The web tier keeps no state: no database, no Redis.
      if (nameOf(workload) === 'web') continue;
      expect(env.has('REDIS_URL')).toBe(true);
      if (nameOf(workload) !== 'gateway') {
        expect(env.get('MONGO_URL')).toBeDefined();
        expect(env.get('MONGO_DB')).toBe(`dining_${workspace.split('/')[1]}`);
      }
    }
  });

  it('points the gateway at each service’s Service and port', () => {
    const [gateway] = workloadsOf(production).filter((w) => nameOf(w) === 'gateway');
    const env = environmentOf(production, gateway!);
    for (const name of [...BACKENDS, 'web']) {
      const url = new URL(env.get(`${name.toUpperCase()}_URL`)!);
      const service = find(production, 'Service', url.hostname);
      expect(
        specOf<{ ports: Array<{ port: number }> }>(service).ports.map((p) => p.port),
      ).toContain(Number(url.port));
    }
    expect(new URL(env.get('REDIS_URL')!).hostname).toBe('redis');
    expect(env.has('STATIC_ROOT')).toBe(false);
  });

  it('points the web tier at the gateway for its API reads, serving the builds in its image', () => {
    const [web] = workloadsOf(production).filter((w) => nameOf(w) === 'web');
    const env = environmentOf(production, web!);
    const api = new URL(env.get('API_URL')!);
    const service = find(production, 'Service', api.hostname);
    expect(api.hostname).toBe('gateway');
    expect(specOf<{ ports: Array<{ port: number }> }>(service).ports.map((p) => p.port)).toContain(
      Number(api.port),
    );
    expect(env.get('STATIC_ROOT')).toBe('/app');
    expect(web!.containers[0]!.image).toMatch(/\/dining-diary\/web:/);
  });

  it('keeps the signing key in a Secret only auth mounts, the public key in one every service mounts', () => {
    const secrets = externalSecrets(production);
    expect([...secrets.keys()]).toEqual(
      expect.arrayContaining(['jwt-public-key', 'jwt-private-key']),
    );
    for (const workload of workloadsOf(production)) {
      const workspace = WORKSPACE_OF[nameOf(workload)];
      if (!workspace) continue;
      const volumes = (workload.template.spec.volumes ?? []).filter((v) => v.secret);
      const mounted = (secret: string) => {
        const volume = volumes.find((v) => v.secret!.secretName === secret);
        return workload.containers[0]!.volumeMounts?.find((mount) => mount.name === volume?.name)
          ?.mountPath;
      };
      const env = environmentOf(production, workload);
      expect(path.dirname(env.get('JWT_PUBLIC_KEY_FILE')!)).toBe(mounted('jwt-public-key'));
      if (nameOf(workload) === 'auth') {
        expect(path.dirname(env.get('JWT_PRIVATE_KEY_FILE')!)).toBe(mounted('jwt-private-key'));
      } else {
        expect(mounted('jwt-private-key')).toBeUndefined();
      }
    }
    // Each Secret made apart from git is in the README's list.
    const readme = readFileSync(path.join(K8S, 'README.md'), 'utf8');
    for (const secret of secrets.keys()) expect(readme).toContain(`\`${secret}\``);
  });

  it('autoscales the gateway, the web tier, the diary and the media worker, and bounds every disruption', () => {
    const scaled = production
      .filter((object) => object.kind === 'HorizontalPodAutoscaler')
      .map((object) => specOf<{ scaleTargetRef: { name: string }; minReplicas: number }>(object));
    expect(scaled.map((spec) => spec.scaleTargetRef.name).sort()).toEqual([
      'diary',
      'gateway',
      'media-worker',
      'web',
    ]);
    for (const spec of scaled) expect(spec.minReplicas).toBeGreaterThanOrEqual(2);
    const budgets = production.filter((object) => object.kind === 'PodDisruptionBudget');
    for (const workload of workloadsOf(production).filter((w) => w.object.kind === 'Deployment')) {
      expect([
        nameOf(workload),
        budgets.some((budget) =>
          selects(
            specOf<{ selector: { matchLabels: Record<string, string> } }>(budget).selector
              .matchLabels,
            workload.labels,
          ),
        ),
      ]).toEqual([nameOf(workload), true]);
    }
  });

  it('runs MongoDB as a replica set of three behind a headless Service, which the services’ URL names', () => {
    const mongo = specOf<{ replicas: number; serviceName: string }>(
      find(production, 'StatefulSet', 'mongo'),
    );
    expect(mongo.replicas).toBe(3);
    const service = specOf<{ clusterIP?: string }>(find(production, 'Service', mongo.serviceName));
    expect(service.clusterIP).toBe('None');
    const url = (
      find(production, 'ConfigMap', 'service-env') as unknown as { data: Record<string, string> }
    ).data.MONGO_URL!;
    const members = Array.from({ length: 3 }, (_, i) => `mongo-${i}.${mongo.serviceName}:27017`);
    // A seed list: WHATWG URLs take one host only.
    expect(url).toBe(`mongodb://${members.join(',')}/?replicaSet=rs0`);
    const init = JSON.stringify(find(production, 'Job', 'mongo-init-replica-set'));
    for (const member of members) expect(init).toContain(member);
    expect(find(production, 'StatefulSet', 'redis')).toBeDefined();
  });

  it('lets only the gateway reach the services and the web tier (and the diary media and yelp, for exports), the web tier the gateway, and only the backends reach MongoDB and Redis', () => {
    const denyAll = production.find(
      (object) =>
        object.kind === 'NetworkPolicy' &&
        Object.keys(specOf<{ podSelector: object }>(object).podSelector).length === 0,
    );
    expect(specOf<{ policyTypes: string[]; ingress?: unknown }>(denyAll)).toEqual({
      podSelector: {},
      policyTypes: ['Ingress'],
    });
    const workloads = workloadsOf(production);
    const byName = (name: string) => workloads.find((w) => nameOf(w) === name)!;
    // The diary's export reads photos from media and categories from yelp over their APIs.
    const callers: Record<string, string[]> = {
      media: ['diary', 'gateway'],
      yelp: ['diary', 'gateway'],
    };
    for (const name of [...BACKENDS, 'web'])
      expect(admittedTo(production, byName(name))).toEqual(callers[name] ?? ['gateway']);
    const backends = ['auth', 'diary', 'media', 'media-worker', 'yelp'];
    expect(admittedTo(production, byName('mongo'))).toEqual(
      [...backends, 'mongo', 'mongo-init-replica-set'].sort(),
    );
    expect(admittedTo(production, byName('redis'))).toEqual([...backends, 'gateway'].sort());
    // Besides the ingress controller (a namespace), only the web tier's API reads.
    expect(admittedTo(production, byName('gateway'))).toEqual(['web']);
  });

  it('serves the one origin through an Ingress to the gateway, with TLS and room for an upload', () => {
    const ingress = find(production, 'Ingress', 'dining-diary') as K8sObject & {
      metadata: { annotations: Record<string, string> };
    };
    const spec = specOf<{
      tls: Array<{ hosts: string[] }>;
      rules: Array<{ host: string; http: { paths: unknown[] } }>;
    }>(ingress);
    expect(spec.rules).toHaveLength(1);
    expect(spec.rules[0]!.http.paths).toEqual([
      {
        path: '/',
        pathType: 'Prefix',
        backend: { service: { name: 'gateway', port: { name: 'http' } } },
      },
    ]);
    expect(spec.tls[0]!.hosts).toEqual([spec.rules[0]!.host]);
    // Reset and invitation links in e-mails point at that origin.
    for (const mailing of ['auth', 'diary']) {
      const [workload] = workloadsOf(production).filter((w) => nameOf(w) === mailing);
      expect(environmentOf(production, workload!).get('APP_ORIGIN')).toBe(
        `https://${spec.rules[0]!.host}`,
      );
    }
    // As large as the largest body the gateway takes: an import archive of 2048 MiB.
    expect(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-body-size']).toBe(
      '2048m',
    );
  });
});

describe('manifest validation', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dd-k8s-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** The production overlay with one strategic-merge patch on top, rendered by kustomize. */
  async function renderPatched(patch: string): Promise<K8sObject[]> {
    writeFileSync(
      path.join(dir, 'kustomization.yaml'),
      `resources:\n  - ${path.relative(dir, PRODUCTION)}\npatches:\n  - path: patch.yaml\n`,
    );
    writeFileSync(path.join(dir, 'patch.yaml'), patch);
    return renderKustomization(dir);
  }

  it('passes the production overlay with a harmless patch (the harness itself works)', async () => {
    const objects = await renderPatched(
      'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: auth\nspec:\n  replicas: 3\n',
    );
    expect(manifestProblems(objects)).toEqual([]);
  });

  it.each([
    [
      'a Deployment whose replicas is a string',
      'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: auth\nspec:\n  replicas: two\n',
      'Deployment/auth: data/spec/replicas must be integer',
    ],
    [
      'a container without an image',
      'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: diary\nspec:\n  template:\n    spec:\n      containers:\n        - name: diary\n          image: null\n',
      'Deployment/diary container diary: has no image',
    ],
    [
      'a Service whose selector matches no pods',
      'apiVersion: v1\nkind: Service\nmetadata:\n  name: yelp\nspec:\n  selector:\n    app.kubernetes.io/name: yelp-api\n',
      'Service/yelp: its selector matches no Deployment or StatefulSet',
    ],
    [
      'a probe aimed at a port the container does not declare',
      'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: media\nspec:\n  template:\n    spec:\n      containers:\n        - name: media\n          readinessProbe:\n            httpGet:\n              port: metrics\n',
      'Deployment/media container media: its readiness probe aims at port metrics, which it does not declare',
    ],
    [
      'a NetworkPolicy admitting pods that do not exist',
      'apiVersion: networking.k8s.io/v1\nkind: NetworkPolicy\nmetadata:\n  name: diary-from-gateway\nspec:\n  ingress:\n    - from:\n        - podSelector:\n            matchLabels:\n              app.kubernetes.io/name: edge-proxy\n',
      'NetworkPolicy/diary-from-gateway: admits pods labelled {"app.kubernetes.io/name":"edge-proxy"}, and there are none',
    ],
    [
      'an unknown enum value',
      'apiVersion: v1\nkind: Service\nmetadata:\n  name: auth\nspec:\n  type: Public\n',
      'Service/auth: data/spec/type must be equal to one of the allowed values',
    ],
  ])('fails %s', async (_, patch, problem) => {
    expect(manifestProblems(await renderPatched(patch))).toContain(problem);
  });
});
