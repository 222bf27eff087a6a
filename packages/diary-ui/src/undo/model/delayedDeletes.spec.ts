import { DelayedDeletes, UNDO_WINDOW_MS, type DelayedDelete } from './delayedDeletes';

function aDelete(name: string, path = '/meals') {
  const sent: boolean[] = [];
  const events: string[] = [];
  let fail: Error | null = null;
  const item: DelayedDelete = {
    message: `${name} was deleted.`,
    path,
    send: ({ keepalive }) => {
      sent.push(keepalive);
      return fail ? Promise.reject(fail) : Promise.resolve();
    },
    restore: () => events.push('restored'),
    onDeleted: () => events.push('deleted'),
    onFailed: (error) => events.push(`failed: ${error.message}`),
  };
  return { item, sent, events, failWith: (error: Error) => (fail = error) };
}

function setup() {
  const changes: Array<string | null> = [];
  const failures: string[] = [];
  const deletes = new DelayedDeletes({
    onChange: (pending) => changes.push(pending?.message ?? null),
    onFailure: (failed) => failures.push(failed.message),
  });
  return { deletes, changes, failures };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('sends the delete once, when the Undo window ends', async () => {
  const { deletes, changes } = setup();
  const ramen = aDelete('Ramen');
  deletes.schedule(ramen.item);
  expect(changes).toEqual(['Ramen was deleted.']);
  jest.advanceTimersByTime(UNDO_WINDOW_MS - 1);
  expect(ramen.sent).toEqual([]);
  jest.advanceTimersByTime(1);
  await Promise.resolve();
  expect(ramen.sent).toEqual([false]);
  expect(ramen.events).toEqual(['deleted']);
  expect(changes).toEqual(['Ramen was deleted.', null]);
  deletes.send();
  jest.advanceTimersByTime(UNDO_WINDOW_MS);
  expect(ramen.sent).toHaveLength(1);
});

it('Undo never sends it and puts the record back', () => {
  const { deletes } = setup();
  const ramen = aDelete('Ramen');
  deletes.schedule(ramen.item);
  deletes.undo();
  jest.advanceTimersByTime(UNDO_WINDOW_MS * 2);
  expect(ramen.sent).toEqual([]);
  expect(ramen.events).toEqual(['restored']);
  expect(deletes.current()).toBeNull();
});

it('sends at once when another page shows, not for the same page', () => {
  const { deletes } = setup();
  const ramen = aDelete('Ramen', '/meals');
  deletes.schedule(ramen.item);
  deletes.showPage('/meals');
  expect(ramen.sent).toEqual([]);
  deletes.showPage('/meals/m2');
  expect(ramen.sent).toEqual([false]);
});

it('sends with keepalive when asked (the tab hides)', () => {
  const { deletes } = setup();
  const ramen = aDelete('Ramen');
  deletes.schedule(ramen.item);
  deletes.send({ keepalive: true });
  expect(ramen.sent).toEqual([true]);
});

it('a second delete sends the first one at once', () => {
  const { deletes } = setup();
  const ramen = aDelete('Ramen');
  const pho = aDelete('Pho');
  deletes.schedule(ramen.item);
  deletes.schedule(pho.item);
  expect(ramen.sent).toEqual([false]);
  expect(pho.sent).toEqual([]);
  expect(deletes.current()).toBe(pho.item);
});

it('does not run out while held, and runs out after the time left once released', () => {
  const { deletes } = setup();
  const ramen = aDelete('Ramen');
  deletes.schedule(ramen.item);
  jest.advanceTimersByTime(2000);
  deletes.hold(true);
  jest.advanceTimersByTime(UNDO_WINDOW_MS * 3);
  expect(ramen.sent).toEqual([]);
  deletes.hold(false);
  jest.advanceTimersByTime(UNDO_WINDOW_MS - 2000 - 1);
  expect(ramen.sent).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(ramen.sent).toEqual([false]);
});

it('a refused delete puts the record back and reports the failure', async () => {
  const { deletes, failures } = setup();
  const ramen = aDelete('Ramen');
  ramen.failWith(new Error('Locked'));
  deletes.schedule(ramen.item);
  deletes.send();
  await Promise.resolve();
  await Promise.resolve();
  expect(ramen.events).toEqual(['restored', 'failed: Locked']);
  expect(failures).toEqual(['Ramen was deleted.']);
});
