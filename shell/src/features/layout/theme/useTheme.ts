import { useCallback, useEffect, useState } from 'react';
import { applyTheme, chooseTheme, readInitialTheme, type Theme } from './theme';

export function useTheme(): { theme: Theme; toggleTheme(): void } {
  const [theme, setTheme] = useState<Theme>(readInitialTheme);

  useEffect(() => applyTheme(theme), [theme]);

  const toggleTheme = useCallback(() => {
    const next = theme === 'dark' ? 'light' : 'dark';
    chooseTheme(next);
    setTheme(next);
  }, [theme]);

  return { theme, toggleTheme };
}
