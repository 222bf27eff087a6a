import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './useDebouncedValue';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('follows the value once it has stayed the same for the delay', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
    initialProps: { value: 'pi' },
  });
  expect(result.current).toBe('pi');

  rerender({ value: 'piz' });
  act(() => jest.advanceTimersByTime(200));
  rerender({ value: 'pizza' });
  act(() => jest.advanceTimersByTime(299));
  expect(result.current).toBe('pi');

  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe('pizza');
});
