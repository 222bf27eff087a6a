import type { Companion } from '@dd/contracts';
import { companionKey } from '@dd/contracts';
import { http, HttpResponse, server } from '@dd/shell-kit/testing';

/** A person of the diary for a spec. */
export function fakePerson(name: string, mealCount = 1, restaurantCount = 1): Companion {
  return { name, mealCount, restaurantCount, lastDate: '2026-11-20' };
}

export type FakePeopleApi = {
  /** The people as the fake server holds them now, most meals first. */
  people(): Companion[];
  /** The bodies of the writes, in order ('POST /api/companions/rename' …). */
  writes: { path: string; body: unknown }[];
  /** Makes the writes fail with a 500 until recover(). */
  failWrites(): void;
};

const byMeals = (a: Companion, b: Companion) =>
  b.mealCount - a.mealCount || a.name.localeCompare(b.name);

/**
 * GET /api/companions, POST /api/companions/rename and /delete over an
 * in-memory list, with the server's rules: names match whatever their case,
 * a rename onto a name already there (or of several names) merges them.
 * Each person's meals are counted apart, so a merge adds their counts.
 */
export function fakePeopleApi(initial: readonly Companion[]): FakePeopleApi {
  let people = [...initial];
  let failing = false;
  const writes: FakePeopleApi['writes'] = [];
  const named = (names: readonly string[]) => {
    const keys = new Set(names.map(companionKey));
    return people.filter((person) => keys.has(companionKey(person.name)));
  };

  server.use(
    http.get('/api/companions', () => HttpResponse.json([...people].sort(byMeals))),
    http.post('/api/companions/rename', async ({ request }) => {
      const body = (await request.json()) as { names: string[]; name: string };
      writes.push({ path: '/api/companions/rename', body });
      if (failing) return HttpResponse.json({ message: 'Database down' }, { status: 500 });
      const changed = named(body.names).reduce((sum, person) => sum + person.mealCount, 0);
      const moved = named([...body.names, body.name]);
      const mealCount = moved.reduce((sum, person) => sum + person.mealCount, 0);
      const restaurantCount = Math.max(0, ...moved.map((person) => person.restaurantCount));
      people = [
        ...people.filter((person) => !moved.includes(person)),
        { name: body.name, mealCount, restaurantCount, lastDate: '2026-11-20' },
      ];
      return HttpResponse.json({ mealCount: changed });
    }),
    http.post('/api/companions/delete', async ({ request }) => {
      const body = (await request.json()) as { names: string[] };
      writes.push({ path: '/api/companions/delete', body });
      if (failing) return HttpResponse.json({ message: 'Database down' }, { status: 500 });
      const gone = named(body.names);
      people = people.filter((person) => !gone.includes(person));
      return HttpResponse.json({
        mealCount: gone.reduce((sum, person) => sum + person.mealCount, 0),
      });
    }),
  );

  return {
    people: () => [...people].sort(byMeals),
    writes,
    failWrites: () => {
      failing = true;
    },
  };
}
