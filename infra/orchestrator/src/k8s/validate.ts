import type { K8sObject } from './kustomize';
import { referenceProblems } from './references';
import { schemaProblems } from './schemas';

/** Every problem of a rendered kustomization: each object by its schema, then the references between them. */
export function manifestProblems(objects: readonly K8sObject[]): string[] {
  return [...objects.flatMap(schemaProblems), ...referenceProblems(objects)];
}
