import type { K8sObject } from './kustomize';

/* The parts of the Kubernetes objects the cross-checks read. */
type Labels = Record<string, string>;
interface ContainerPort {
  name?: string;
  containerPort: number;
}
interface Probe {
  httpGet?: { path?: string; port: string | number };
  tcpSocket?: { port: string | number };
}
interface EnvVar {
  name: string;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string };
    secretKeyRef?: { name: string; key: string };
  };
}
interface Container {
  name: string;
  image?: string;
  command?: string[];
  ports?: ContainerPort[];
  env?: EnvVar[];
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  volumeMounts?: Array<{ name: string; mountPath: string }>;
}
interface Volume {
  name: string;
  secret?: { secretName: string };
  configMap?: { name: string };
  persistentVolumeClaim?: { claimName: string };
}
interface PodTemplate {
  metadata?: { labels?: Labels };
  spec: { containers: Container[]; initContainers?: Container[]; volumes?: Volume[] };
}

/** A Deployment, StatefulSet or Job: what runs pods. */
export interface Workload {
  object: K8sObject;
  labels: Labels;
  template: PodTemplate;
  containers: Container[];
}

const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'Job']);

const idOf = (object: K8sObject) => `${object.kind}/${object.metadata.name}`;
const specOf = <T>(object: K8sObject) => (object as unknown as { spec: T }).spec;

export function workloadsOf(objects: readonly K8sObject[]): Workload[] {
  return objects
    .filter((object) => WORKLOAD_KINDS.has(object.kind))
    .map((object) => {
      const template = specOf<{ template: PodTemplate }>(object).template;
      return {
        object,
        labels: template.metadata?.labels ?? {},
        template,
        containers: [...(template.spec.initContainers ?? []), ...template.spec.containers],
      };
    });
}

/** Whether a matchLabels/selector map selects pods labelled `labels` (an empty selector selects all). */
export function selects(selector: Labels | undefined, labels: Labels): boolean {
  return Object.entries(selector ?? {}).every(([key, value]) => labels[key] === value);
}

function podsSelectedBy(workloads: readonly Workload[], selector: Labels | undefined): Workload[] {
  return workloads.filter((workload) => selects(selector, workload.labels));
}

function findPort(container: Container, port: string | number): ContainerPort | undefined {
  return container.ports?.find((candidate) =>
    typeof port === 'number' ? candidate.containerPort === port : candidate.name === port,
  );
}

/** The Secrets the objects refer to without defining them: created apart from git. */
export function externalSecrets(objects: readonly K8sObject[]): Map<string, Set<string>> {
  const defined = new Set(objects.filter((o) => o.kind === 'Secret').map((o) => o.metadata.name));
  const secrets = new Map<string, Set<string>>();
  const note = (name: string, key?: string) => {
    if (defined.has(name)) return;
    const keys = secrets.get(name) ?? new Set<string>();
    if (key) keys.add(key);
    secrets.set(name, keys);
  };
  for (const { template, containers } of workloadsOf(objects)) {
    for (const volume of template.spec.volumes ?? []) {
      if (volume.secret) note(volume.secret.secretName);
    }
    for (const container of containers) {
      for (const variable of container.env ?? []) {
        const ref = variable.valueFrom?.secretKeyRef;
        if (ref) note(ref.name, ref.key);
      }
      for (const source of container.envFrom ?? [])
        if (source.secretRef) note(source.secretRef.name);
    }
  }
  for (const ingress of objects.filter((o) => o.kind === 'Ingress')) {
    for (const tls of specOf<{ tls?: Array<{ secretName?: string }> }>(ingress).tls ?? []) {
      if (tls.secretName) note(tls.secretName);
    }
  }
  return secrets;
}

/**
 * What the schemas cannot see: a container without an image, selectors that
 * select nothing, probes and Services aimed at ports no container declares,
 * mounts of undeclared volumes, references to ConfigMaps, claims, Services or
 * scale targets that are not there.
 */
export function referenceProblems(objects: readonly K8sObject[]): string[] {
  const problems: string[] = [];
  const workloads = workloadsOf(objects);
  const named = (kind: string, name: string) =>
    objects.find((object) => object.kind === kind && object.metadata.name === name);
  const configMapKeys = (name: string) =>
    Object.keys((named('ConfigMap', name) as { data?: Labels } | undefined)?.data ?? {});

  for (const { object, labels, template, containers } of workloads) {
    const id = idOf(object);
    if (object.kind !== 'Job') {
      const selector = specOf<{ selector?: { matchLabels?: Labels } }>(object).selector
        ?.matchLabels;
      if (!selector || Object.keys(selector).length === 0 || !selects(selector, labels)) {
        problems.push(`${id}: its selector does not select its own pods`);
      }
    }
    const volumes = new Map((template.spec.volumes ?? []).map((volume) => [volume.name, volume]));
    const claimTemplates = (
      specOf<{ volumeClaimTemplates?: Array<{ metadata: { name: string } }> }>(object)
        .volumeClaimTemplates ?? []
    ).map((claim) => claim.metadata.name);
    for (const volume of volumes.values()) {
      const claim = volume.persistentVolumeClaim?.claimName;
      if (claim && !named('PersistentVolumeClaim', claim)) {
        problems.push(`${id}: volume ${volume.name} claims ${claim}, which is not defined`);
      }
      if (volume.configMap && !named('ConfigMap', volume.configMap.name)) {
        problems.push(
          `${id}: volume ${volume.name} mounts ConfigMap ${volume.configMap.name}, which is not defined`,
        );
      }
    }
    for (const container of containers) {
      const where = `${id} container ${container.name}`;
      if (typeof container.image !== 'string' || container.image.trim() === '') {
        problems.push(`${where}: has no image`);
      }
      for (const mount of container.volumeMounts ?? []) {
        if (!volumes.has(mount.name) && !claimTemplates.includes(mount.name)) {
          problems.push(`${where}: mounts ${mount.name}, which the pod does not declare`);
        }
      }
      for (const [kind, probe] of [
        ['readiness', container.readinessProbe],
        ['liveness', container.livenessProbe],
      ] as const) {
        const port = probe?.httpGet?.port ?? probe?.tcpSocket?.port;
        if (port !== undefined && !findPort(container, port)) {
          problems.push(
            `${where}: its ${kind} probe aims at port ${port}, which it does not declare`,
          );
        }
      }
      for (const source of container.envFrom ?? []) {
        const name = source.configMapRef?.name;
        if (name && !named('ConfigMap', name)) {
          problems.push(
            `${where}: takes its environment from ConfigMap ${name}, which is not defined`,
          );
        }
      }
      for (const variable of container.env ?? []) {
        const ref = variable.valueFrom?.configMapKeyRef;
        if (ref && !configMapKeys(ref.name).includes(ref.key)) {
          problems.push(
            `${where}: ${variable.name} reads ${ref.name}.${ref.key}, which is not defined`,
          );
        }
      }
    }
  }

  for (const service of objects.filter((object) => object.kind === 'Service')) {
    const spec = specOf<{
      selector?: Labels;
      ports: Array<{ targetPort?: string | number; port: number }>;
    }>(service);
    const pods = podsSelectedBy(workloads, spec.selector).filter((w) => w.object.kind !== 'Job');
    if (!spec.selector || pods.length === 0) {
      problems.push(`${idOf(service)}: its selector matches no Deployment or StatefulSet`);
      continue;
    }
    for (const port of spec.ports) {
      const target = port.targetPort ?? port.port;
      if (!pods.every((pod) => pod.containers.some((container) => findPort(container, target)))) {
        problems.push(
          `${idOf(service)}: port ${port.port} targets ${target}, which its pods do not declare`,
        );
      }
    }
  }

  for (const budget of objects.filter((object) => object.kind === 'PodDisruptionBudget')) {
    const selector = specOf<{ selector: { matchLabels?: Labels } }>(budget).selector.matchLabels;
    if (!selector || podsSelectedBy(workloads, selector).length === 0) {
      problems.push(`${idOf(budget)}: selects no pods`);
    }
  }

  for (const autoscaler of objects.filter((object) => object.kind === 'HorizontalPodAutoscaler')) {
    const target = specOf<{ scaleTargetRef: { kind: string; name: string } }>(
      autoscaler,
    ).scaleTargetRef;
    if (!named(target.kind, target.name)) {
      problems.push(
        `${idOf(autoscaler)}: scales ${target.kind}/${target.name}, which is not defined`,
      );
    }
  }

  for (const policy of objects.filter((object) => object.kind === 'NetworkPolicy')) {
    const spec = specOf<{
      podSelector: { matchLabels?: Labels };
      ingress?: Array<{ from?: Array<{ podSelector?: { matchLabels?: Labels } }> }>;
    }>(policy);
    if (podsSelectedBy(workloads, spec.podSelector.matchLabels).length === 0) {
      problems.push(`${idOf(policy)}: applies to no pods`);
    }
    for (const peer of (spec.ingress ?? []).flatMap((rule) => rule.from ?? [])) {
      if (
        peer.podSelector &&
        podsSelectedBy(workloads, peer.podSelector.matchLabels).length === 0
      ) {
        problems.push(
          `${idOf(policy)}: admits pods labelled ${JSON.stringify(peer.podSelector.matchLabels)}, and there are none`,
        );
      }
    }
  }

  for (const ingress of objects.filter((object) => object.kind === 'Ingress')) {
    const rules =
      specOf<{
        rules?: Array<{
          http?: {
            paths: Array<{
              backend: { service?: { name: string; port: { name?: string; number?: number } } };
            }>;
          };
        }>;
      }>(ingress).rules ?? [];
    for (const { backend } of rules.flatMap((rule) => rule.http?.paths ?? [])) {
      const target = backend.service;
      if (!target) continue;
      const service = named('Service', target.name);
      const ports = service
        ? specOf<{ ports: Array<{ name?: string; port: number }> }>(service).ports
        : [];
      if (
        !ports.some((port) => port.name === target.port.name || port.port === target.port.number)
      ) {
        problems.push(
          `${idOf(ingress)}: routes to ${target.name}:${target.port.name ?? target.port.number}, which is not defined`,
        );
      }
    }
  }
  return problems;
}
