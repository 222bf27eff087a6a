import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { DelayedRecordDeleteOptions } from '../../undo/api/useDelayedRecordDelete';
import { useListDeletion } from './useListDeletion';

function setup() {
  const calls: Array<{ record: { _id: string }; options?: DelayedRecordDeleteOptions }> = [];
  const showError = jest.fn();
  const deleteLater = (record: { _id: string }, options?: DelayedRecordDeleteOptions) =>
    void calls.push({ record, options });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/restaurants?filter=thumbsUp']}>{children}</MemoryRouter>
  );
  const hook = renderHook(() => useListDeletion('restaurants', deleteLater, showError), {
    wrapper,
  });
  return { hook, calls, showError };
}

const DINER = { _id: 'r1', name: 'Closed Diner' };

it('asks about one record by name, then hands it to the delayed delete and closes', () => {
  const { hook, calls } = setup();
  const ask = hook.result.current.ask;
  expect(hook.result.current.dialog).toMatchObject({ resource: 'restaurants', open: false });

  act(() => hook.result.current.ask(DINER));
  expect(hook.result.current.dialog).toMatchObject({ open: true, name: 'Closed Diner' });
  expect(hook.result.current.ask).toBe(ask);

  act(() => hook.result.current.dialog.onConfirm());
  expect(calls.map((call) => call.record)).toEqual([DINER]);
  expect(calls[0]!.options?.path).toBe('/restaurants');
  expect(hook.result.current.dialog.open).toBe(false);
});

it("shows a refused delete with the server's reason", () => {
  const { hook, calls, showError } = setup();
  act(() => hook.result.current.ask(DINER));
  act(() => hook.result.current.dialog.onConfirm());
  act(() => calls[0]!.options!.onFailed!(new Error('Locked')));
  expect(showError).toHaveBeenCalledWith('Failed to delete restaurant: Locked');
});

it('Cancel closes without deleting', () => {
  const { hook, calls } = setup();
  act(() => hook.result.current.ask(DINER));
  act(() => hook.result.current.dialog.onCancel());
  expect(hook.result.current.dialog.open).toBe(false);
  act(() => hook.result.current.dialog.onConfirm());
  expect(calls).toEqual([]);
});
