/** @jest-environment node */
import { useQuery } from '@tanstack/react-query';
import { Route, Routes, useParams } from 'react-router';
import { PAINT_MARKS } from '@dd/contracts';
import { lazyPages, paintMark } from '@dd/ui-kit';
import { apiRequest } from '../api/apiRequest';
import { useSession } from '../session/useSession';
import { firstScreenRequest } from '../testing/firstScreenRequest';
import { testUser } from '../testing/makeToken';
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

it("renders a user's page once its queries have answered, asked with the user's token", async () => {
  const request = firstScreenRequest('/meals', {
    '/api/meals': [
      { id: 'm1', name: 'Ramen night' },
      { id: 'm2', name: 'Tacos' },
    ],
  });

  const page = await renderer.renderFirstScreen(request);

  expect(request.asked).toEqual(['GET /api/meals']);
  expect(request.authorizations).toEqual([`Bearer ${request.token}`]);
  expect(page?.mark).toBe(PAINT_MARKS.firstMealCard);
  expect(page?.html).toContain('Ramen night');
  expect(page?.html).toContain('Tacos');
  expect(page?.html).toContain(`Hi, ${testUser.fullName}`);
  expect(page?.html).not.toContain('Loading...');
});

it('waits for a lazily loaded page and the query it asks for by its parameters', async () => {
  const page = await renderer.renderFirstScreen(
    firstScreenRequest('/meals/m7', { '/api/meals/m7': { id: 'm7', name: 'Dumplings' } }),
  );

  expect(page?.html).toContain('Dumplings');
  expect(page?.mark).toBe(PAINT_MARKS.mealNotes);
});

it('renders nothing when a query fails: the app shows the failure itself', async () => {
  const refused = Response.json({ message: 'Unauthorized' }, { status: 401 });

  const page = await renderer.renderFirstScreen(
    firstScreenRequest('/meals', { '/api/meals': refused }),
  );

  expect(page).toBeNull();
});

it('renders nothing when the page does not paint its mark (an empty diary)', async () => {
  const page = await renderer.renderFirstScreen(firstScreenRequest('/meals', { '/api/meals': [] }));

  expect(page).toBeNull();
});

it("keeps concurrent renders' users apart", async () => {
  const mine = firstScreenRequest('/meals', { '/api/meals': [{ id: 'a', name: 'Mine' }] });
  const theirs = firstScreenRequest(
    '/meals',
    { '/api/meals': [{ id: 'b', name: 'Theirs' }] },
    { ...testUser, id: 'someone-else', fullName: 'Grace Hopper' },
  );

  const [myPage, theirPage] = await Promise.all([
    renderer.renderFirstScreen(mine),
    renderer.renderFirstScreen(theirs),
  ]);

  expect(myPage?.html).toContain('Mine');
  expect(myPage?.html).toContain('Hi, Ada Lovelace');
  expect(theirPage?.html).toContain('Theirs');
  expect(theirPage?.html).toContain('Hi, Grace Hopper');
  expect(mine.authorizations).toEqual([`Bearer ${mine.token}`]);
  expect(theirs.authorizations).toEqual([`Bearer ${theirs.token}`]);
  expect(mine.token).not.toBe(theirs.token);
});
