import { act, renderHook } from '@testing-library/react';
import { useFleetingMessage } from './useFleetingMessage';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('goes away after its time', () => {
  const { result } = renderHook(() => useFleetingMessage<string>(5000));
  act(() => result.current.show('1 meal synced'));
  act(() => jest.advanceTimersByTime(4999));
  expect(result.current.message).toBe('1 meal synced');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.message).toBeNull();
});

it('stays while held, and gets its whole time again once let go', () => {
  const { result } = renderHook(() => useFleetingMessage<string>(5000));
  act(() => result.current.show('Added to your diary'));
  act(() => result.current.hold(true));
  act(() => jest.advanceTimersByTime(60_000));
  expect(result.current.message).toBe('Added to your diary');
  act(() => result.current.hold(false));
  act(() => jest.advanceTimersByTime(4999));
  expect(result.current.message).toBe('Added to your diary');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.message).toBeNull();
});

it('goes at once when dismissed', () => {
  const { result } = renderHook(() => useFleetingMessage<string>(5000));
  act(() => result.current.show('Added to your diary'));
  act(() => result.current.dismiss());
  expect(result.current.message).toBeNull();
});
