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
  } catch {
    // Storage blocked: the app applies the system theme once it starts.
  }
})();
