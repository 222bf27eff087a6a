import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Tag } from '@dd/contracts';
import { createTestQueryClient, queryClientWrapper } from '../../testing/queryClient';
import { startTestServer } from '../../testing/requestLog';
import { TagsField } from './TagsField';

const server = startTestServer();

function Harness() {
  const [selected, setSelected] = useState<Tag[]>([]);
  return (
    <>
      <TagsField label="Meal tags" selected={selected} onChange={setSelected} />
      <output aria-label="selected">{selected.map((tag) => tag.name).join(',')}</output>
    </>
  );
}

it("suggests the user's tags and creates a new one through the API", async () => {
  const created: unknown[] = [];
  server.use(
    http.get('/api/tags', () => HttpResponse.json([{ _id: 't1', name: 'Spicy' }])),
    http.post('/api/tags', async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json({ _id: 't2', name: 'Vegan' }, { status: 201 });
    }),
  );
  render(<Harness />, { wrapper: queryClientWrapper(createTestQueryClient()) });
  const box = screen.getByRole('combobox', { name: 'Meal tags' });

  await userEvent.type(box, 'sp');
  await userEvent.click(await screen.findByRole('option', { name: 'Spicy' }));
  await userEvent.type(box, 'Vegan{Enter}');

  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'selected' })).toHaveTextContent('Spicy,Vegan'),
  );
  expect(created).toEqual([{ name: 'Vegan' }]);
});
