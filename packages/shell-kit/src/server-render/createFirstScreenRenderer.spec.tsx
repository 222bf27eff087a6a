/** @jest-environment node */
import { useQuery } from '@tanstack/react-query';
import { Route, Routes, useParams } from 'react-router';
import { PAINT_MARKS, type FirstScreenRequest } from '@dd/contracts';
import { lazyPages, paintMark } from '@dd/ui-kit';
import { apiRequest } from '../api/apiRequest';
import { useSession } from '../session/useSession';
import { makeToken, testUser } from '../testing/makeToken';
import { testRuntimeConfig } from '../testing/testRuntimeConfig';
import { createFirstScreenRenderer } from './createFirstScreenRenderer';

type Meal = { id: string; name: string };

function MealList() {
  const { user } = useSession();
  const meals = useQuery({ queryKey: ['meals'], queryFn: () => apiRequest<Meal[]>('/api/meals') });
  if (!meals.data) return <p>Loading...</p>;
  return (
    <section>
      <p>{`Hi, ${user?.fullName}`}</p>
      {meals.data.map((meal, index) => (
        <h2 key={meal.id} {...paintMark(index === 0 ? PAINT_MARKS.firstMealCard : undefined)}>
          {meal.name}
        </h2>
      ))}
    </section>
  );
}

// A page whose code arrives later and whose query depends on its parameters.
const MealPage = lazyPages(<p>Loading...</p>)(
  () =>
    Promise.resolve({
      MealPage: function MealPage() {
        const { id } = useParams();
        const meal = useQuery({
          queryKey: ['meal', id],
          queryFn: () => apiRequest<Meal>(`/api/meals/${id}`),
        });
        return meal.data ? <p {...paintMark(PAINT_MARKS.mealNotes)}>{meal.data.name}</p> : null;
      },
    }),
  (module) => module.MealPage,
);

const renderer = createFirstScreenRenderer({
  mountPath: '/meals',
  routes: (
    <Routes>
      <Route index element={<MealList />} />
      <Route path=":id" element={<MealPage />} />
    </Routes>
  ),
  markFor: ({ pathname }) =>
    pathname === '/meals' ? PAINT_MARKS.firstMealCard : PAINT_MARKS.mealNotes,
});

const token = makeToken();

function requestFor(
  pathname: string,
  answers: Record<string, { status: number; body: unknown }>,
): FirstScreenRequest & { asked: { path: string; authorization?: string }[] } {
  const asked: { path: string; authorization?: string }[] = [];
  return {
    asked,
    location: { pathname, search: '' },
    token,
    user: testUser,
    config: testRuntimeConfig,
    fetchApi: (path, { headers }) => {
      asked.push({ path, authorization: headers.Authorization });
      const answer = answers[path] ?? { status: 404, body: { message: 'Not Found' } };
      return Promise.resolve(Response.json(answer.body, { status: answer.status }));
    },
  };
}

it("renders a user's page once its queries have answered, asked with the user's token", async () => {
  const request = requestFor('/meals', {
    '/api/meals': {
      status: 200,
      body: [
        { id: 'm1', name: 'Ramen night' },
        { id: 'm2', name: 'Tacos' },
      ],
    },
  });

  const page = await renderer.renderFirstScreen(request);

  expect(request.asked).toEqual([{ path: '/api/meals', authorization: `Bearer ${token}` }]);
  expect(page?.mark).toBe(PAINT_MARKS.firstMealCard);
  expect(page?.html).toContain('Ramen night');
  expect(page?.html).toContain('Tacos');
  expect(page?.html).toContain(`Hi, ${testUser.fullName}`);
  expect(page?.html).not.toContain('Loading...');
});

it('waits for a lazily loaded page and the query it asks for by its parameters', async () => {
  const request = requestFor('/meals/m7', {
    '/api/meals/m7': { status: 200, body: { id: 'm7', name: 'Dumplings' } },
  });

  const page = await renderer.renderFirstScreen(request);

  expect(page?.html).toContain('Dumplings');
  expect(page?.mark).toBe(PAINT_MARKS.mealNotes);
});

it('renders nothing when a query fails: the app shows the failure itself', async () => {
  const page = await renderer.renderFirstScreen(
    requestFor('/meals', { '/api/meals': { status: 401, body: { message: 'Unauthorized' } } }),
  );

  expect(page).toBeNull();
});

it('renders nothing when the page does not paint its mark (an empty diary)', async () => {
  const page = await renderer.renderFirstScreen(
    requestFor('/meals', { '/api/meals': { status: 200, body: [] } }),
  );

  expect(page).toBeNull();
});

it("keeps concurrent renders' users apart", async () => {
  const other = makeToken({ ...testUser, id: 'someone-else' });
  const first = requestFor('/meals', {
    '/api/meals': { status: 200, body: [{ id: 'a', name: 'Mine' }] },
  });
  const second = {
    ...requestFor('/meals', { '/api/meals': { status: 200, body: [{ id: 'b', name: 'Theirs' }] } }),
    token: other,
  };

  const [mine, theirs] = await Promise.all([
    renderer.renderFirstScreen(first),
    renderer.renderFirstScreen(second),
  ]);

  expect(mine?.html).toContain('Mine');
  expect(theirs?.html).toContain('Theirs');
  expect(first.asked[0].authorization).toBe(`Bearer ${token}`);
  expect(second.asked[0].authorization).toBe(`Bearer ${other}`);
});
