import 'fake-indexeddb/auto';
import { IDEMPOTENCY_KEY_HEADER } from '@dd/contracts';
import { ApiError } from '../api/ApiError';
import { sessionStore } from '../session/sessionStore';
import { answer, type ReceivedRequest } from '../testing/answer';
import { makeToken, testUser } from '../testing/makeToken';
import { HttpResponse } from '../testing/server';
import { keepPhoto } from './keptPhotos';
import { newLocalRef } from './localRefs';
import { EMPTY_OUTBOX, outbox } from './outbox';
import { readOutbox } from './outboxStore';
import { outboxStatuses } from './outboxStatus';

// The fake API answers by method and path; `offline` makes every one of them
// fail as a lost connection, as fetch does with no network.
let offline = false;
const reply =
  (body: () => Record<string, unknown>, status = 201) =>
  () =>
    offline ? HttpResponse.error() : HttpResponse.json(body(), { status });

const keyOf = (request: ReceivedRequest) => request.headers.get(IDEMPOTENCY_KEY_HEADER);

/** With no network: a new tag kept on the device; answers what the fake API received. */
async function queueTagOffline(): Promise<ReceivedRequest[]> {
  offline = true;
  const sent = answer(
    'post',
    '/api/tags',
    reply(() => ({ _id: 't1' })),
  );
  await outbox.write({
    method: 'POST',
    path: '/api/tags',
    body: { name: 'Spicy' },
    label: 'New tag',
  });
  return sent;
}

beforeEach(async () => {
  offline = false;
  sessionStore.signIn(makeToken(), { persistent: true });
  await outbox.clear(testUser.id);
});

it('tells no one when reading the queue again changes nothing, and keeps an empty queue one array', async () => {
  const before = outbox.getSnapshot();
  const listener = jest.fn();
  const stop = outbox.subscribe(listener);

  await outbox.clear(testUser.id);

  stop();
  expect(listener).not.toHaveBeenCalled();
  expect(outbox.getSnapshot()).toBe(before);
  expect(before.entries).toBe(EMPTY_OUTBOX.entries);
});

it('sends a write at once when it can, with an idempotency key, and keeps nothing', async () => {
  const sent = answer(
    'post',
    '/api/meals',
    reply(() => ({ _id: 'm1', name: 'Ramen' })),
  );

  const result = await outbox.write({
    method: 'POST',
    path: '/api/meals',
    body: { name: 'Ramen' },
    label: 'New meal',
  });

  expect(result).toEqual({ queued: false, data: { _id: 'm1', name: 'Ramen' } });
  expect(sent).toHaveLength(1);
  expect(keyOf(sent[0])).toMatch(/^[0-9a-f-]{36}$/);
  expect((await readOutbox(testUser.id)).entries).toEqual([]);
});

it('keeps a write made offline, and sends it once, with the same key, when the network returns', async () => {
  offline = true;
  const sent = answer(
    'post',
    '/api/meals',
    reply(() => ({ _id: 'm1' })),
  );
  const synced = jest.fn();
  const stop = outbox.onSent(synced);

  const result = await outbox.write({
    method: 'POST',
    path: '/api/meals',
    body: { name: 'Ramen' },
    label: 'New meal “Ramen”',
  });

  expect(result.queued).toBe(true);
  expect(outbox.getSnapshot().entries.map((entry) => entry.label)).toEqual(['New meal “Ramen”']);
  offline = false;
  await outbox.sync({ ignoreBackoff: true });
  await outbox.sync({ ignoreBackoff: true });

  expect(sent.map(keyOf)).toEqual([keyOf(sent[0]), keyOf(sent[0])]); // the failed attempt, then the one that landed
  expect(sent).toHaveLength(2);
  expect(outbox.getSnapshot().entries).toEqual([]);
  expect(synced).toHaveBeenCalledTimes(1);
  stop();
});

it('replays in order, putting the server’s ids in place of the local refs of what was created offline', async () => {
  offline = true;
  const restaurants = answer(
    'post',
    '/api/restaurants',
    reply(() => ({ _id: 'r-server' })),
  );
  const uploads = answer(
    'post',
    '/api/uploads/proxy',
    reply(() => ({ fileUrl: '/api/uploads/images/p.jpg' }), 200),
  );
  const meals = answer(
    'post',
    '/api/meals',
    reply(() => ({ _id: 'm-server' })),
  );
  const tagLinks = answer(
    'post',
    '/api/meal-tags',
    reply(() => ({})),
  );
  const restaurant = newLocalRef();
  const photo = newLocalRef();
  const meal = newLocalRef();
  await outbox.write({
    method: 'POST',
    path: '/api/restaurants',
    body: { name: 'Harbor' },
    creates: { ref: restaurant, field: '_id' },
    label: 'r',
  });
  await outbox.write({
    method: 'POST',
    path: '/api/uploads/proxy',
    file: new Blob(['jpeg bytes'], { type: 'image/jpeg' }),
    creates: { ref: photo, field: 'fileUrl' },
    label: 'p',
  });
  await outbox.write({
    method: 'POST',
    path: '/api/meals',
    body: {
      name: 'Ramen',
      restaurantId: restaurant,
      mealImages: [{ url: photo, isPrimary: true }],
    },
    creates: { ref: meal, field: '_id' },
    label: 'm',
  });
  await outbox.write({
    method: 'POST',
    path: '/api/meal-tags',
    body: { mealId: meal, tagId: 't1' },
    label: 't',
  });

  offline = false;
  await outbox.sync({ ignoreBackoff: true });

  expect(meals.at(-1)!.body).toEqual({
    name: 'Ramen',
    restaurantId: 'r-server',
    mealImages: [{ url: '/api/uploads/images/p.jpg', isPrimary: true }],
  });
  expect(tagLinks.at(-1)!.body).toEqual({ mealId: 'm-server', tagId: 't1' });
  const upload = uploads.at(-1)!.body as FormData;
  expect(await (upload.get('file') as Blob).text()).toBe('jpeg bytes');
  expect(restaurants.at(-1)!.body).toEqual({ name: 'Harbor' });
  expect(outbox.getSnapshot().entries).toEqual([]);
});

describe('an edit made offline to a meal changed on another device meanwhile', () => {
  const read = { _id: 'm1', name: 'Ramen', notes: 'Rich', isThumbsUp: null };
  const base = { sent: { name: 'Ramen', notes: 'Rich', isThumbsUp: null }, read };

  async function editOffline(body: Record<string, unknown>, theirs: Record<string, unknown>) {
    offline = true;
    answer('get', '/api/meals/m1', () => HttpResponse.json(theirs));
    const puts = answer(
      'put',
      '/api/meals/m1',
      reply(() => ({ ...theirs, ...(puts.at(-1)!.body as object) }), 200),
    );
    const label = 'Changes to meal “Ramen”';
    await outbox.write({ method: 'PUT', path: '/api/meals/m1', body, base, label });
    offline = false;
    await outbox.sync({ ignoreBackoff: true });
    return puts.filter((request) => request !== puts[0]); // the attempt made offline failed
  }

  it('sends only the changed fields, so the other device’s change to another field stays', async () => {
    const theirs = { ...read, notes: 'Rich, salty' };

    const puts = await editOffline(
      { name: 'Shoyu ramen', notes: 'Rich', isThumbsUp: null },
      theirs,
    );

    expect(puts.map((request) => request.body)).toEqual([{ name: 'Shoyu ramen' }]);
    expect(outbox.getSnapshot().conflicts).toEqual([]);
  });

  it('keeps the user’s version of a field both changed, and says so until dismissed', async () => {
    const theirs = { ...read, notes: 'Rich, salty' };

    const puts = await editOffline({ name: 'Ramen', notes: 'Too salty', isThumbsUp: null }, theirs);

    expect(puts.map((request) => request.body)).toEqual([{ notes: 'Too salty' }]);
    const [conflict] = outbox.getSnapshot().conflicts;
    expect(conflict).toMatchObject({ label: 'Changes to meal “Ramen”', fields: ['notes'] });
    outbox.dismissConflict(conflict.id);
    expect(outbox.getSnapshot().conflicts).toEqual([]);
  });

  it('parks the edit with the server’s message when the meal was deleted', async () => {
    offline = true;
    answer('get', '/api/meals/m1', () =>
      HttpResponse.json({ message: 'Meal not found' }, { status: 404 }),
    );
    const puts = answer('put', '/api/meals/m1', () =>
      offline
        ? HttpResponse.error()
        : HttpResponse.json({ message: 'Meal not found' }, { status: 404 }),
    );
    await outbox.write({
      method: 'PUT',
      path: '/api/meals/m1',
      body: { notes: 'x' },
      base,
      label: 'm',
    });
    offline = false;
    await outbox.sync({ ignoreBackoff: true });

    expect(puts.at(-1)!.body).toEqual({ notes: 'x' });
    expect(outbox.getSnapshot().entries[0].failure).toEqual({
      status: 404,
      message: 'Meal not found',
    });
  });
});

it('backs off after a server error and does not send again before the time', async () => {
  const sent = answer('post', '/api/meals', () =>
    HttpResponse.json({ message: 'Down' }, { status: 503 }),
  );

  const result = await outbox.write({ method: 'POST', path: '/api/meals', body: {}, label: 'm' });
  await outbox.sync();

  expect(result.queued).toBe(true);
  expect(sent).toHaveLength(1);
  const [entry] = (await readOutbox(testUser.id)).entries;
  expect(entry.attempts).toBe(1);
  expect(entry.retryAt).toBeGreaterThan(Date.now());
  expect(outbox.getSnapshot().entries).toEqual([entry]); // the due time, for the queue's page
});

it('parks a replayed write the API refuses, with its message, blocks what depends on it, and lets the rest through', async () => {
  offline = true;
  answer('put', '/api/restaurants/gone', () =>
    offline
      ? HttpResponse.error()
      : HttpResponse.json({ message: 'Restaurant not found' }, { status: 404 }),
  );
  const meals = answer(
    'post',
    '/api/meals',
    reply(() => ({ _id: 'm1' })),
  );
  const photo = newLocalRef();
  const uploads = answer('post', '/api/uploads/proxy', () =>
    offline
      ? HttpResponse.error()
      : HttpResponse.json({ message: 'Unsupported image' }, { status: 415 }),
  );
  const tagLinks = answer(
    'post',
    '/api/meal-tags',
    reply(() => ({})),
  );
  await outbox.write({
    method: 'PUT',
    path: '/api/restaurants/gone',
    body: { name: 'Renamed' },
    label: 'Edit restaurant',
  });
  await outbox.write({
    method: 'POST',
    path: '/api/uploads/proxy',
    file: new Blob(['x']),
    creates: { ref: photo, field: 'fileUrl' },
    label: 'Photo',
  });
  await outbox.write({
    method: 'POST',
    path: '/api/meals',
    body: { name: 'Ramen', mealImages: [{ url: photo }] },
    label: 'Meal with the photo',
  });
  await outbox.write({
    method: 'POST',
    path: '/api/meal-tags',
    body: { mealId: 'm0', tagId: 't' },
    label: 'Tag link',
  });

  offline = false;
  await outbox.sync({ ignoreBackoff: true });

  const left = outbox.getSnapshot().entries;
  expect(left.map((entry) => [entry.label, entry.failure?.message])).toEqual([
    ['Edit restaurant', 'Restaurant not found'],
    ['Photo', 'Unsupported image'],
    ['Meal with the photo', undefined],
  ]);
  expect([...outboxStatuses(left).values()]).toEqual(['failed', 'failed', 'blocked']);
  expect(meals).toHaveLength(0); // never sent with the photo's local ref
  expect(tagLinks.at(-1)!.body).toEqual({ mealId: 'm0', tagId: 't' });

  await outbox.discard(left[1].id); // the photo, and the meal that names it
  expect(outbox.getSnapshot().entries.map((entry) => entry.label)).toEqual(['Edit restaurant']);
  expect(uploads).toHaveLength(1); // a refusal is not tried again on its own
});

it('gives a form the refusal of its own write, and keeps nothing of it', async () => {
  answer('post', '/api/meals', () =>
    HttpResponse.json({ message: 'Name is required' }, { status: 400 }),
  );

  await expect(
    outbox.write({ method: 'POST', path: '/api/meals', body: {}, label: 'm' }),
  ).rejects.toEqual(new ApiError('Name is required', 400));
  expect((await readOutbox(testUser.id)).entries).toEqual([]);
});

it('keeps the queue on the device: a new page finds it and sends it', async () => {
  await queueTagOffline();

  await jest.isolateModulesAsync(async () => {
    const reloaded = (await import('./outbox')).outbox;
    offline = false;
    await reloaded.sync({ ignoreBackoff: true });
    expect((await readOutbox(testUser.id)).entries).toEqual([]);
  });
});

it('sends a write once when two syncs run at the same time', async () => {
  const sent = await queueTagOffline();
  offline = false;

  await Promise.all([outbox.sync({ ignoreBackoff: true }), outbox.sync({ ignoreBackoff: true })]);

  expect(sent.filter((request) => request.body)).toHaveLength(2); // the offline attempt, then one send
});

it('keeps each user’s queue apart', async () => {
  await queueTagOffline();

  expect((await readOutbox('someone-else')).entries).toEqual([]);
  await outbox.clear(testUser.id);
  expect((await readOutbox(testUser.id)).entries).toEqual([]);
});

it('uploads a photo kept offline before the write that names it, and names its server URL', async () => {
  const objectUrl = 'blob:http://localhost/4f1c';
  const createObjectUrl = jest.fn(() => objectUrl);
  Object.assign(URL, { createObjectURL: createObjectUrl });
  offline = true;
  const uploads = answer(
    'post',
    '/api/uploads/proxy',
    reply(() => ({ fileUrl: '/api/uploads/images/kept.jpg' }), 200),
  );
  const meals = answer(
    'post',
    '/api/meals',
    reply(() => ({ _id: 'm1' })),
  );
  const shown = keepPhoto(new File(['kept bytes'], 'kept.jpg', { type: 'image/jpeg' }));
  expect(shown).toBe(objectUrl);

  await outbox.write({
    method: 'POST',
    path: '/api/meals',
    body: { name: 'Ramen', mealImages: [{ url: shown, isPrimary: true }] },
    label: 'New meal “Ramen”',
    preview: { kind: 'meals', value: { mealImages: [{ url: shown }] } },
  });

  const queued = outbox.getSnapshot().entries;
  expect(queued.map((entry) => entry.label)).toEqual([
    'Photo of new meal “Ramen”',
    'New meal “Ramen”',
  ]);
  const photoRef = queued[0].creates!.ref;
  expect(queued[1].body).toEqual({
    name: 'Ramen',
    mealImages: [{ url: photoRef, isPrimary: true }],
  });
  expect(queued[1].preview?.value).toEqual({ mealImages: [{ url: photoRef }] });

  offline = false;
  await outbox.sync({ ignoreBackoff: true });
  expect(await ((uploads.at(-1)!.body as FormData).get('file') as Blob).text()).toBe('kept bytes');
  expect(meals.at(-1)!.body).toEqual({
    name: 'Ramen',
    mealImages: [{ url: '/api/uploads/images/kept.jpg', isPrimary: true }],
  });
});
