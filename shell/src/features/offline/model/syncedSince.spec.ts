import type { MadeThing, OutboxStatus } from '@dd/shell-kit';
import { EMPTY_TALLY, tallySync } from './syncedSince';

const meal: MadeThing = { id: 'm', kind: 'meal' };
const restaurant: MadeThing = { id: 'r', kind: 'restaurant' };
const statuses = (entries: Record<string, OutboxStatus>) => new Map(Object.entries(entries));

it('tells what was sent once the queue empties, however many syncs it took', () => {
  let step = tallySync(EMPTY_TALLY, [restaurant, meal], statuses({ r: 'waiting', m: 'waiting' }));
  expect(step.synced).toEqual([]);
  step = tallySync(step.tally, [meal], statuses({ m: 'waiting' }));
  expect(step.synced).toEqual([]);
  step = tallySync(step.tally, [], new Map());
  expect(step.synced).toEqual([restaurant, meal]);
  // Told once: the empty queue has nothing more to tell.
  expect(tallySync(step.tally, [], new Map()).synced).toEqual([]);
});

it('leaves out a write the server refused, which the person then discarded', () => {
  const step = tallySync(EMPTY_TALLY, [restaurant, meal], statuses({ r: 'failed', m: 'blocked' }));
  expect(tallySync(step.tally, [], new Map()).synced).toEqual([]);
});

it('counts a refused write that was fixed and sent again', () => {
  let step = tallySync(EMPTY_TALLY, [meal], statuses({ m: 'failed' }));
  step = tallySync(step.tally, [meal], statuses({ m: 'waiting' }));
  expect(tallySync(step.tally, [], new Map()).synced).toEqual([meal]);
});
