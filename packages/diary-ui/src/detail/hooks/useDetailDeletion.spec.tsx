import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { DelayedRecordDeleteOptions } from '../../undo/api/useDelayedRecordDelete';
import { useDetailDeletion } from './useDetailDeletion';

const MEAL = { _id: 'm1', name: 'Spicy miso ramen' };

function setup() {
  const calls: Array<{ record: { _id: string }; options?: DelayedRecordDeleteOptions }> = [];
  const deleteLater = (record: { _id: string }, options?: DelayedRecordDeleteOptions) =>
    void calls.push({ record, options });
  let path = '';
  function Where() {
    path = useLocation().pathname;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/meals/m1']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      {children}
    </MemoryRouter>
  );
  const hook = renderHook(() => useDetailDeletion('meals', MEAL, deleteLater), { wrapper });
  return { hook, calls, path: () => path };
}

it('asks first, then hands the record to the delayed delete and goes to its list', () => {
  const { hook, calls, path } = setup();
  act(() => hook.result.current.ask());
  expect(hook.result.current.confirming).toBe(true);
  act(() => hook.result.current.confirm());
  expect(calls).toEqual([
    { record: MEAL, options: { path: '/meals', failureText: 'Failed to delete meal' } },
  ]);
  expect(hook.result.current.confirming).toBe(false);
  expect(path()).toBe('/meals');
});

it('Cancel closes the dialog without deleting', () => {
  const { hook, calls } = setup();
  act(() => hook.result.current.ask());
  act(() => hook.result.current.cancel());
  expect(hook.result.current.confirming).toBe(false);
  expect(calls).toEqual([]);
});
