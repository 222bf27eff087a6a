/**
 * The saved theme, else the system's, on <html> (as the shell's
 * theme-init.js does before first paint), so tokens.css shows the same theme.
 */
export function applySavedTheme(): void {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem('theme');
  } catch {
    // Storage blocked: follow the system.
  }
  const theme =
    saved === 'light' || saved === 'dark'
      ? saved
      : window.matchMedia?.('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  document.documentElement.setAttribute('data-theme', theme);
}
