import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { BreadcrumbProvider } from '@dd/shell-kit';
import '@dd/ui-kit/tokens.css';
import RestaurantsRoutes from './routes';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <BreadcrumbProvider>
        <Routes>
          <Route path="/restaurants/*" element={<RestaurantsRoutes />} />
        </Routes>
      </BreadcrumbProvider>
    </BrowserRouter>
  </StrictMode>,
);
