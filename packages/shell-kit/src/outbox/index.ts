export { keepPhoto } from './keptPhotos';
export { isLocalRef, newLocalRef } from './localRefs';
export { outbox, startOutbox, type OutboxResult, type OutboxSnapshot } from './outbox';
export type {
  EditBase,
  OutboxConflict,
  OutboxEntry,
  OutboxFailure,
  OutboxWrite,
} from './outboxEntry';
export { outboxStatuses, withDependents, type OutboxStatus } from './outboxStatus';
export { countOfThings, madeThings, type MadeKind, type MadeThing } from './madeThings';
export { useLocalPhotoUrl } from './useLocalPhotoUrl';
export { useOutbox, useOutboxEntries } from './useOutbox';
