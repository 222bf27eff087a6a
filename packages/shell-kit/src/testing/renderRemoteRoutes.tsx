import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

/**
 * Renders a remote's exposed routes component the way the shell mounts it
 * (`<mountPath>/*`), at `path`, with `/` showing the current path so a
 * redirect to the landing page can be asserted.
 */
export function renderRemoteRoutes(
  RemoteRoutes: ComponentType,
  { mountPath, path }: { mountPath: string; path: string },
): RenderResult {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${mountPath}/*`} element={<RemoteRoutes />} />
        <Route path="/" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}
