// Lint rules: TypeScript strict, React hooks, Lingui (no unwrapped UI text), valtio only in src/state.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/routeTree.gen.ts', 'tiles/build', 'data', 'coverage', 'test-results', 'locales'] },
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
      'no-restricted-imports': ['error', { paths: [{ name: 'valtio', message: 'valtio state lives in src/state; import its actions and hooks.' }] }],
    },
  },
  {
    files: ['src/features/**/*.tsx', 'src/layout/**/*.tsx', 'src/components/**/*.tsx'],
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
    files: ['src/state/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts', 'tiles/**/*.ts', 'server/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
