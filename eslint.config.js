// Lint rules: TypeScript strict, React hooks, Lingui (no unwrapped UI text), valtio only in src/state, and the
// layers of AGENTS.md ("Layers and import directions") as no-restricted-imports patterns.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';

const VALTIO = { name: 'valtio', message: 'valtio state lives in src/state; import its actions and hooks.' };

/** `#/area` and anything under it. */
const area = (name) => `^#/${name}(/|$)`;
const forbid = (names, why) => names.map((n) => ({ regex: area(n), message: `${why} (AGENTS.md, "Layers and import directions").` }));
/** A relative import that climbs out of the folder `depth` levels up: cross-area imports go through an alias. */
const climbsOut = (depth) => ({
  regex: `^(\\.\\./){${depth}}`,
  message: 'Import another area through its alias (#/area/…, #shared/…), never a relative path out of your own folder.',
});
/**
 * Features are reached through their index.ts only (or frame.ts: what the page frame needs on every page, kept apart
 * from the screens so the entry bundle does not carry them); inside a feature, files import each other relatively.
 */
const DEEP_FEATURE = {
  regex: '^#/features/[^/]+/(?!frame$)',
  message: 'Import a feature through its index.ts (#/features/name) or frame.ts, not its files.',
};

/**
 * The rule for one layer: what it may not import, plus the climb-out guard for files at each depth below `root`
 * (src/lib/x.ts is one level down; src/features/home/x.ts is one level below its feature).
 */
function layer(root, patterns, { valtio = true, depths = 3 } = {}) {
  return Array.from({ length: depths }, (_, i) => i + 1).map((depth) => ({
    files: [`${root}/${Array(depth).fill('*').join('/').replace(/\*$/, '*.{ts,tsx}')}`],
    rules: {
      'no-restricted-imports': ['error', { paths: valtio ? [VALTIO] : [], patterns: [...patterns, climbsOut(depth)] }],
    },
  }));
}

const ABOVE_LIB = ['api', 'components', 'map', 'state', 'features', 'layout', 'routes', 'pwa', 'app', 'styles', 'i18n'];
const SERVER_ONLY = [{ regex: '^#/', message: 'Server code imports only #shared/… from outside server/ (AGENTS.md, "Layers and import directions").' }];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-server',
      'node_modules',
      'src/routeTree.gen.ts',
      'tiles/build',
      'data',
      'coverage',
      'test-results',
      'locales',
      'server/i18n/locales',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/t-call-in-function': 'error',
      'no-restricted-imports': ['error', { paths: [VALTIO] }],
    },
  },
  // Layers, lowest first. Each names what it must not import; anything not named is allowed.
  ...layer('src/lib', forbid(ABOVE_LIB, 'src/lib is pure logic: it imports only #shared and itself')),
  ...layer(
    'src/i18n',
    forbid(
      ABOVE_LIB.filter((n) => n !== 'i18n'),
      'src/i18n imports only #shared and lib',
    ),
  ),
  ...layer(
    'src/styles',
    forbid(
      ABOVE_LIB.filter((n) => n !== 'styles'),
      'src/styles imports only #shared and lib',
    ),
  ),
  ...layer(
    'src/api',
    forbid(['components', 'map', 'state', 'features', 'layout', 'routes', 'pwa', 'app', 'styles'], 'src/api imports only #shared, lib and i18n'),
  ),
  ...layer('src/state', forbid(['components', 'map', 'features', 'layout', 'routes', 'pwa', 'app'], 'src/state never imports UI or a feature'), {
    valtio: false,
  }),
  ...layer('src/components', forbid(['map', 'features', 'layout', 'routes', 'pwa', 'app'], 'Shared components never import the map, a feature or the layout')),
  // The operator area is its own entry: it shares only #shared/… with the visitors' app.
  ...layer('src/operator', forbid([...ABOVE_LIB, 'lib'], 'The operator area imports only #shared/… and its own files')),
  ...layer('src/map', forbid(['features', 'layout', 'routes', 'pwa', 'app'], 'The map never imports a feature or the layout')),
  ...layer('src/pwa', forbid(['components', 'map', 'features', 'layout', 'routes', 'app'], 'src/pwa imports only state and below')),
  ...layer('src/features/*', [...forbid(['layout', 'routes', 'pwa', 'app'], 'A feature never imports the layout or the routes'), DEEP_FEATURE]),
  ...layer('src/layout', [...forbid(['routes', 'app'], 'The layout never imports the routes'), DEEP_FEATURE]),
  ...layer('src/app', [DEEP_FEATURE]),
  {
    // Route files: features through their index, except the route-helpers module that keeps what a route
    // definition needs outside the lazily loaded screen chunk.
    files: ['src/routes/**/*.{ts,tsx}', 'src/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [VALTIO], patterns: [{ regex: '^#/features/[^/]+/(?!route-helpers$|frame$)', message: DEEP_FEATURE.message }] },
      ],
    },
  },
  {
    // Route definitions live in src/routes only, where the router plugin builds the route tree from the file names: a
    // route defined elsewhere is never routed, and a screen's file defining one would pull the router into it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/routes/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@tanstack/react-router'] > ImportSpecifier[imported.name=/^(createFileRoute|createLazyFileRoute|createRoute|createLazyRoute|createRootRoute|createRootRouteWithContext)$/]",
          message: 'Route files live in src/routes (the router plugin reads that folder); export what a route needs from the feature instead.',
        },
      ],
    },
  },
  ...layer('shared', [{ regex: '^(#|node:)', message: 'shared/ runs in the browser, the service worker and the server: it imports only itself.' }], {
    valtio: false,
  }),
  ...layer('server', SERVER_ONLY, { valtio: false, depths: 5 }),
  {
    // What routes share (server/api) sits below the routes: it never imports one back.
    files: ['server/api/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_ONLY,
            climbsOut(2),
            { regex: '^\\.\\./routes(/|$)', message: 'server/api is what routes share: it never imports a route module.' },
          ],
        },
      ],
    },
  },
  ...layer('sw', [{ regex: '^#/', message: 'The service worker imports only #shared/… and packages.' }], { valtio: false }),
  {
    files: ['src/features/**/*.tsx', 'src/layout/**/*.tsx', 'src/components/**/*.tsx', 'src/operator/**/*.tsx'],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Identifiers, class lists, paths and URLs are not UI text.
          ignore: ['^[^\\s]*$', '^(\\S+--?\\S*\\s?)+$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|class|id|href|to|type|rel|target|role|lang|hrefLang|dir|src|key|motif|palette|seed|aspect|field|as|size|name|data-.*|aria-controls|aria-current|loading|decoding)$',
              },
            },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'URL',
            'useParams',
            'setProperty',
            'classList.toggle',
            'document.querySelector',
            'querySelector',
            'querySelectorAll',
            'addEventListener',
            'removeEventListener',
            'new Error',
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts', 'tiles/**/*.ts', 'server/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
