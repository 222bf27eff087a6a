import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { BreadcrumbProvider } from '@dd/shell-kit';
import '@dd/ui-kit/tokens.css';
import DiscoverRoutes from './routes';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <BreadcrumbProvider>
        <Routes>
          <Route path="/restaurants/nearby/*" element={<DiscoverRoutes />} />
        </Routes>
      </BreadcrumbProvider>
    </BrowserRouter>
  </StrictMode>,
);
