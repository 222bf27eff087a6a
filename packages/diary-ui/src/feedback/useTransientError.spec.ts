import { act, renderHook } from '@testing-library/react';
import { useTransientError } from './useTransientError';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows a message and clears it after 3 seconds', () => {
  const { result } = renderHook(() => useTransientError());
  expect(result.current[0]).toBeNull();
  act(() => result.current[1]('Failed to update thumbs rating: boom'));
  expect(result.current[0]).toBe('Failed to update thumbs rating: boom');
  act(() => jest.advanceTimersByTime(2999));
  expect(result.current[0]).toBe('Failed to update thumbs rating: boom');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current[0]).toBeNull();
});

it('restarts the clock when a message is shown again', () => {
  const { result } = renderHook(() => useTransientError(1000));
  act(() => result.current[1]('Failed'));
  act(() => jest.advanceTimersByTime(800));
  act(() => result.current[1]('Failed'));
  act(() => jest.advanceTimersByTime(800));
  expect(result.current[0]).toBe('Failed');
  act(() => jest.advanceTimersByTime(200));
  expect(result.current[0]).toBeNull();
});
