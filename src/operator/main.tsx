// Boots the operator area: its language (stored choice or the browser's), then the app with its own query client.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { BRAND_COLOURS } from '#shared/brand';
import '@fontsource-variable/inter';
import { activateOperatorLocale, i18n, storedOperatorLocale } from './i18n';
import { pickOperatorLocale } from './locales';
import { OperatorApp } from './OperatorApp';
import './operator.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: true, staleTime: 5_000 } },
});

async function boot() {
  // The brand's colours as tokens, from the one source the visitors' app also uses.
  for (const [name, value] of Object.entries(BRAND_COLOURS)) document.documentElement.style.setProperty(`--c-${name}`, value);
  await activateOperatorLocale(pickOperatorLocale(storedOperatorLocale(), navigator.languages));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <OperatorApp />
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void boot();
