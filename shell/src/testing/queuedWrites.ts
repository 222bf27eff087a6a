// Jest helpers for the shell's specs of the outbox's screens; never imported by runtime code.
import { newLocalRef, outbox, type OutboxWrite } from '@dd/shell-kit';
import { http, HttpResponse, server } from '@dd/shell-kit/testing';

const handlerFor = ({ method }: OutboxWrite) =>
  http[method.toLowerCase() as 'post' | 'put' | 'delete'];

/**
 * Makes `writes` as the user would with no network: the API answers each of
 * their method and path as a lost connection, so every one stays queued.
 */
export async function queueOffline(...writes: OutboxWrite[]): Promise<void> {
  server.use(...writes.map((write) => handlerFor(write)(write.path, () => HttpResponse.error())));
  for (const write of writes) await outbox.write(write);
}

/** From now on the API refuses `write` (its method and path) with `message`, as a 4xx. */
export function refuse(write: OutboxWrite, message: string, status = 422): void {
  server.use(handlerFor(write)(write.path, () => HttpResponse.json({ message }, { status })));
}

/** A meal made offline, and a tag link that names it before it has a server id. */
export function mealWithTag(name: string) {
  const meal = newLocalRef();
  const create: OutboxWrite = {
    method: 'POST',
    path: '/api/meals',
    body: { name },
    creates: { ref: meal, field: '_id' },
    label: `New meal “${name}”`,
  };
  const tagLink: OutboxWrite = {
    method: 'POST',
    path: '/api/meal-tags',
    body: { mealId: meal, tagId: 't-spicy' },
    label: `Tag “Spicy” on “${name}”`,
  };
  return { create, tagLink };
}

export function restaurantEdit(id: string, name: string): OutboxWrite {
  return {
    method: 'PUT',
    path: `/api/restaurants/${id}`,
    body: { name },
    label: `Edit restaurant “${name}”`,
  };
}
