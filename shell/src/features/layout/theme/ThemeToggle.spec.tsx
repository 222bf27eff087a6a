import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeToggle } from './ThemeToggle';

function mockSystemPreference(dark: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

it('defaults to the system preference without saving it', () => {
  mockSystemPreference(true);
  render(<ThemeToggle />);
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  expect(localStorage.getItem('theme')).toBeNull();
  expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
});

it('a saved theme wins over the system preference', () => {
  mockSystemPreference(true);
  localStorage.setItem('theme', 'light');
  render(<ThemeToggle />);
  expect(document.documentElement).toHaveAttribute('data-theme', 'light');
});

it("toggling saves the theme, sets data-theme and fires 'theme-changed'", () => {
  mockSystemPreference(false);
  const listener = jest.fn();
  window.addEventListener('theme-changed', listener);
  render(<ThemeToggle />);

  fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
  expect(localStorage.getItem('theme')).toBe('dark');
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  expect(listener).toHaveBeenCalledTimes(1);
  expect((listener.mock.calls[0][0] as CustomEvent).detail).toEqual({ theme: 'dark' });

  fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
  expect(localStorage.getItem('theme')).toBe('light');
  expect((listener.mock.calls[1][0] as CustomEvent).detail).toEqual({ theme: 'light' });
  window.removeEventListener('theme-changed', listener);
});
