import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/App';
import { Providers } from './app/providers';
import { initI18n, loadLang } from './i18n';
import { currentLang } from './i18n/lang';

// The web app's entry: i18next over the domain catalogues, the providers, the guarded routes.

// The interface language's strings load before the first render (the entry carries none); should English not
// load, the app starts with the Chinese strings (i18next's fallback language).
const lang = currentLang();
initI18n(lang);

const root = document.getElementById('root');
if (root) {
  const app = createRoot(root);
  void loadLang(lang)
    .catch(() => (lang === 'zh-CN' ? undefined : loadLang('zh-CN')))
    .catch(() => undefined)
    .then(() =>
      app.render(
        <StrictMode>
          <BrowserRouter>
            <Providers>
              <AppRoutes />
            </Providers>
          </BrowserRouter>
        </StrictMode>,
      ),
    );
}
