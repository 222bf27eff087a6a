import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import type { K8sObject } from './kustomize';

interface Validatable {
  validate(): void;
}

/**
 * The kinds the manifests use, each with the OpenAPI schema of its API
 * version as compiled into kubernetes-models (Kubernetes 1.27): types,
 * required fields, enums and formats, checked offline.
 */
const MODELS: Record<string, new (data: never) => Validatable> = {
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Secret': Secret,
  'v1/Service': Service,
};

/** What is wrong with `object` by its kind's schema; an unknown kind or version is wrong too. */
export function schemaProblems(object: K8sObject): string[] {
  const id = `${object.kind}/${object.metadata?.name}`;
  const Model = MODELS[`${object.apiVersion}/${object.kind}`];
  if (!Model) return [`${id}: no schema for ${object.apiVersion} ${object.kind}`];
  try {
    new Model(object as never).validate();
    return [];
  } catch (error) {
    return [`${id}: ${error instanceof Error ? error.message : String(error)}`];
  }
}
