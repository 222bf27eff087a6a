export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const THEME_CHANGED_EVENT = 'theme-changed';

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The saved choice, else the system preference; light where there is no window (a server render). */
export function readInitialTheme(): Theme {
  if (typeof window === 'undefined') return 'light';
  const saved = localStorage.getItem(THEME_STORAGE_KEY);
  if (isTheme(saved)) return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Each theme's page colour (`--dd-color-bg`), for the browser's and the installed app's bars. */
export const THEME_BAR_COLORS: Record<Theme, string> = { light: '#faf7f2', dark: '#141110' };

/** Sets the design tokens' theme on <html> (see @dd/ui-kit/tokens.css) and the bar colour to match. */
export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', THEME_BAR_COLORS[theme]);
}

/** A user's explicit choice: applied, saved, and announced to remotes and other listeners. */
export function chooseTheme(theme: Theme): void {
  applyTheme(theme);
  localStorage.setItem(THEME_STORAGE_KEY, theme);
  window.dispatchEvent(new CustomEvent(THEME_CHANGED_EVENT, { detail: { theme } }));
}
