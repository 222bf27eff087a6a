import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { BreadcrumbProvider } from '@dd/shell-kit';
import '@dd/ui-kit/tokens.css';
import AccountRoutes from './routes';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <BreadcrumbProvider>
        <AccountRoutes />
      </BreadcrumbProvider>
    </BrowserRouter>
  </StrictMode>,
);
