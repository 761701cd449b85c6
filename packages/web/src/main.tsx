import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/App';
import { Providers } from './app/providers';
import { initI18n } from './i18n';

// The web app's entry: i18next over the domain catalogues, the providers, the guarded routes.

initI18n();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
}
