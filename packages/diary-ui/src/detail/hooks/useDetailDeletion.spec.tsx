import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useDetailDeletion, type DeleteMutation } from './useDetailDeletion';

type Callbacks = Parameters<DeleteMutation['mutate']>[1];

function setup() {
  const calls: Array<{ id: string; callbacks: Callbacks }> = [];
  const deletion: DeleteMutation = { mutate: (id, callbacks) => calls.push({ id, callbacks }) };
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
  const hook = renderHook(() => useDetailDeletion('meals', 'm1', deletion), { wrapper });
  return { hook, calls, path: () => path };
}

it('asks first, then deletes the record and goes to its list', () => {
  const { hook, calls, path } = setup();
  act(() => hook.result.current.ask());
  expect(hook.result.current.confirming).toBe(true);
  act(() => hook.result.current.confirm());
  expect(calls.map((call) => call.id)).toEqual(['m1']);
  act(() => calls[0]!.callbacks.onSuccess());
  expect(path()).toBe('/meals');
});

it('closes the dialog on a failure and says so until the next attempt', () => {
  const { hook, calls, path } = setup();
  act(() => hook.result.current.ask());
  act(() => hook.result.current.confirm());
  act(() => calls[0]!.callbacks.onError());
  expect(hook.result.current.confirming).toBe(false);
  expect(hook.result.current.error).toBe('Failed to delete meal');
  expect(path()).toBe('/meals/m1');

  act(() => hook.result.current.confirm());
  expect(hook.result.current.error).toBeNull();
});

it('Cancel closes the dialog without deleting', () => {
  const { hook, calls } = setup();
  act(() => hook.result.current.ask());
  act(() => hook.result.current.cancel());
  expect(hook.result.current.confirming).toBe(false);
  expect(calls).toEqual([]);
});
