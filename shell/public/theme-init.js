// Applies the saved or system theme before first paint, so a dark-theme user
// never sees a light flash. Kept in sync with features/layout's theme logic.
(function () {
  try {
    var saved = localStorage.getItem('theme');
    var theme =
      saved === 'light' || saved === 'dark'
        ? saved
        : matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    document.documentElement.setAttribute('data-theme', theme);
    var bar = document.querySelector('meta[name="theme-color"]');
    if (bar) bar.setAttribute('content', theme === 'dark' ? '#141110' : '#faf7f2');
  } catch {
    // Storage blocked: the app applies the system theme once it starts.
  }
})();
