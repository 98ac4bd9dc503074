// Boots the app: activates the URL's locale before the first render, then hydrates the server's HTML (or, from the
// service worker's saved shell, renders into an empty page) with the router and providers.
// The site's styles come first: the components' own CSS, imported below, must follow them in the cascade.
import '@fontsource-variable/inter';
import '#/styles/index.css';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n, wholeCatalogue } from '#/i18n/activate';
import { splitPath } from '#shared/routes';
import { localeFromPathname } from '#/i18n/current';
import { negotiateLocale } from '#shared/negotiate';
import type { Locale } from '#shared/locales';
import { parseCookies } from '#shared/cookies';
import { SSR_VIEWPORT_ATTR } from '#shared/ssr';
import { createAppRouter } from './router';
import { rememberLocale } from '#/app/locale-guard';
import { createAppQueryClient } from './query-client';
import { applyPreferences, readPreferencesFrom } from '#/state/preferences';
import { readLastSeenFrom } from '#/state/announcements';
import { startViewportTracking } from '#/state/viewport';
import { MOBILE_BREAKPOINT, setViewport } from '#/state/ui';
import { hydrateWaitingParts } from '#/components/HydrateWhenVisible';
import { preloadParts } from '#/components/lazy-part';
import { afterSettling } from '#/lib/settle';

const queryClient = createAppQueryClient();

/**
 * Whether the page came rendered by the server: its markup in #root and the router's hydration data (`$_TSR`, set by
 * the router's own scripts in the page); the saved shell has neither.
 */
function serverRendered(container: HTMLElement): boolean {
  return container.firstElementChild !== null && '$_TSR' in window;
}

/**
 * Starts following the window's size once the first render has committed (so hydration renders the server's guess),
 * applies the visitor's own choices after hydrating the page rendered for everyone, and marks the page as interactive (`data-app-ready` on <html>, which the browser journeys wait for).
 */
function AfterFirstRender({ children, hydrated }: { children: ReactNode; hydrated: boolean }) {
  useEffect(() => {
    const ready = () => document.documentElement.setAttribute('data-app-ready', '');
    if (!hydrated) return ready();
    // The server's page is the same for every visitor (a shared cache keeps it), rendered for a phone's window: hydrated
    // as rendered, then the real window's layout and the visitor's text size, black-and-white mode (both already on
    // <html> from the head script) and seen announcements. Parts still waiting as server HTML hydrate first when any
    // of that changes what they show.
    const cookies = document.cookie;
    const apply = () => {
      readPreferencesFrom(cookies);
      readLastSeenFrom(cookies);
      applyPreferences();
      startViewportTracking();
      ready();
    };
    const prefs = parseCookies(cookies);
    const changes = window.innerWidth >= MOBILE_BREAKPOINT || prefs.bw === '1' || prefs.larts !== undefined;
    if (changes) void hydrateWaitingParts().then(apply);
    else apply();
  }, [hydrated]);
  return children;
}

async function boot() {
  const locale = localeFromPathname(location.pathname) ?? negotiateLocale({ cookie: parseCookies(document.cookie).lang, languages: navigator.languages });
  // The home page hydrates with the messages its first screen uses; the rest follow once it is quiet, or with
  // whatever needs them first (lazy parts, modals, another page).
  await activateLocale(locale, { firstOnly: splitPath(location.pathname).length <= 1 });
  const container = document.getElementById('root')!;
  const hydrating = serverRendered(container);
  if (hydrating) {
    // The locale guard wrote the language cookie when the route loaded; a hydrated page takes its matches from the server.
    rememberLocale(locale);
    // Hydration must render what the server rendered: no visitor's choices (see AfterFirstRender).
    readPreferencesFrom('');
    readLastSeenFrom('');
  } else applyPreferences();
  // Building the route table takes a while on a phone: in a turn of its own, not with the scripts' first run.
  await yieldToMain();
  const router = createAppRouter(queryClient);
  const app = (routes: ReactNode) => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>{routes}</I18nProvider>
      </QueryClientProvider>
    </StrictMode>
  );
  if (hydrating) {
    // Hydration renders what the server rendered: its viewport guess first, the real size once hydrated.
    setViewport(container.getAttribute(SSR_VIEWPORT_ATTR) === 'mobile' ? 390 : 1440, '');
    // The page is already painted and readable: each step below gets a turn of its own, so a tap is answered
    // between them instead of waiting for one long task.
    await yieldToMain();
    warmUpNumberFormats();
    await yieldToMain();
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task, so a tap
    // on the already painted page is answered at once.
    startTransition(() => {
      // RouterClient takes the matches and the query cache from the router's hydration data, loads the matched
      // routes' code, then renders the route tree as the server did.
      hydrateRoot(container, <AfterFirstRender hydrated>{app(<RouterClient router={router} />)}</AfterFirstRender>, {
        // A difference (a clock minute passed, a saved preference) re-renders that part; the page stays usable.
        onRecoverableError: (error) => console.warn('Hydration re-rendered part of the page:', error),
      });
    });
  } else {
    startViewportTracking();
    createRoot(container).render(<AfterFirstRender hydrated={false}>{app(<RouterProvider router={router} />)}</AfterFirstRender>);
  }
  whenLoaded(() => {
    if (import.meta.env.PROD) startServiceWorker(locale, router).catch((err: unknown) => console.warn('Service worker not registered', err));
    // The parts below the first screen load as the visitor nears them; once the page is quiet the rest follow, so a
    // later visit to another page shows them at once.
    void afterSettling(PARTS_DELAY_MS)
      .then(() => Promise.all([preloadParts(), wholeCatalogue()]))
      .catch((err: unknown) => console.warn('Parts of the guide not loaded ahead', err));
  });
}

/** How long after the page's load the parts not yet needed start loading. */
const PARTS_DELAY_MS = 5000;

/** A turn of the event loop: the browser may paint or handle input before the next step. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The first number format and plural rules of a page load the locale's data (tens of milliseconds on a phone): made
 * here, in a turn of their own, rather than inside the first component that shows a count. Lingui keeps the format.
 */
function warmUpNumberFormats(): void {
  i18n.number(0);
  new Intl.PluralRules(i18n.locale).select(0);
}

/** After the page's own load: the worker's install (the app shell) and the first visit's save never compete with it. */
function whenLoaded(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

async function startServiceWorker(locale: Locale, router: ReturnType<typeof createAppRouter>): Promise<void> {
  let refresh: ReturnType<typeof setTimeout> | undefined;
  // The worker's code (and workbox-window after it) loads once the page has: none of it is needed to show the page.
  const { registerServiceWorker } = await import('#/pwa/register');
  registerServiceWorker({
    locale,
    // Several late answers arrive together: one refetch of what is on screen.
    onNetworkAnswered: () => {
      clearTimeout(refresh);
      refresh = setTimeout(() => {
        void queryClient.invalidateQueries({ type: 'active' });
        // A screen that gave up on the slow network ("not saved, too weak") loads again now that it answers.
        if (router.state.matches.some((m) => m.status === 'error')) void router.invalidate();
      }, 500);
    },
  });
}

void boot();
