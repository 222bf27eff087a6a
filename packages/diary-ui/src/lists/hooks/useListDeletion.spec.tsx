import { act, renderHook } from '@testing-library/react';
import { useListDeletion, type ListDeleteMutation } from './useListDeletion';

type Callbacks = Parameters<ListDeleteMutation['mutate']>[1];

function setup() {
  const calls: Array<{ id: string; callbacks: Callbacks }> = [];
  const showError = jest.fn();
  const deletion: ListDeleteMutation = {
    isPending: false,
    mutate: (id, callbacks) => void calls.push({ id, callbacks }),
  };
  const hook = renderHook(() => useListDeletion('restaurants', deletion, showError));
  return { hook, calls, showError };
}

it('asks about one record, deletes it once confirmed and closes when answered', () => {
  const { hook, calls } = setup();
  const ask = hook.result.current.ask;
  expect(hook.result.current.dialog).toMatchObject({ resource: 'restaurants', open: false });

  act(() => hook.result.current.ask({ _id: 'r1' }));
  expect(hook.result.current.dialog.open).toBe(true);
  expect(hook.result.current.ask).toBe(ask);

  act(() => hook.result.current.dialog.onConfirm());
  expect(calls.map((call) => call.id)).toEqual(['r1']);
  act(() => calls[0]!.callbacks.onSettled());
  expect(hook.result.current.dialog.open).toBe(false);
});

it("shows a failure with the server's reason", () => {
  const { hook, calls, showError } = setup();
  act(() => hook.result.current.ask({ _id: 'r1' }));
  act(() => hook.result.current.dialog.onConfirm());
  act(() => calls[0]!.callbacks.onError(new Error('Locked')));
  expect(showError).toHaveBeenCalledWith('Failed to delete restaurant: Locked');
});

it('Cancel closes without deleting', () => {
  const { hook, calls } = setup();
  act(() => hook.result.current.ask({ _id: 'r1' }));
  act(() => hook.result.current.dialog.onCancel());
  expect(hook.result.current.dialog.open).toBe(false);
  act(() => hook.result.current.dialog.onConfirm());
  expect(calls).toEqual([]);
});
