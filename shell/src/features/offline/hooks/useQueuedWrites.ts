import { useMemo } from 'react';
import {
  madeThings,
  outboxStatuses,
  useOutbox,
  useSession,
  type MadeThing,
  type OutboxEntry,
  type OutboxStatus,
} from '@dd/shell-kit';

export type QueuedWrites = {
  /** False until the outbox has read the signed-in user's queue from the device. */
  ready: boolean;
  entries: readonly OutboxEntry[];
  statuses: ReadonlyMap<string, OutboxStatus>;
  /** What those writes are to the person who made them (a meal with its photo is one). */
  things: readonly MadeThing[];
};

const NONE: readonly OutboxEntry[] = [];

/** The signed-in user's writes that have not reached the server yet, oldest first, with where each stands. */
export function useQueuedWrites(): QueuedWrites {
  const { user } = useSession();
  const { userId, entries } = useOutbox();
  const ready = user !== null && userId === user.id;
  const mine = ready ? entries : NONE;
  const statuses = useMemo(() => outboxStatuses(mine), [mine]);
  const things = useMemo(() => madeThings(mine), [mine]);
  return { ready, entries: mine, statuses, things };
}
