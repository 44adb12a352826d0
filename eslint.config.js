import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { layerRules } from './eslint.layers.js';
import { viewRules } from './eslint.views.js';
import { formatRules } from './eslint.format.js';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/server/db/migrations', '.test-data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Dialogs come from views/shared/Dialog.tsx, which keeps an outside click from closing them
    // (docs/product-rules.md §9). typescript-eslint's rule, so the layer rules' no-restricted-imports stay as they are.
    files: ['src/views/**'],
    ignores: ['src/views/shared/Dialog.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@primer/react',
              importNames: ['Dialog', 'ConfirmationDialog'],
              message: 'Use views/shared/Dialog: an outside click must not close a dialog.',
            },
          ],
        },
      ],
    },
  },
  {
    // Hooks live in the client: the React Compiler's rules (most of lint's time) run where React does.
    files: ['src/views/**', 'src/i18n/**', 'src/*.tsx', '**/*.tsx', 'test/views/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A journey reads the page while it is still answering: a one-shot read (`expect(await
    // locator.textContent())`) passes or fails by timing. Reads retry until the page agrees or the
    // poll times out; test/lint/e2eReads.test.ts shows the rule biting.
    files: ['test/e2e/**', 'test/support/e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='expect'] > AwaitExpression.arguments",
          message: 'Poll what the page shows: await expect.poll(() => …) instead of expect(await …).',
        },
      ],
    },
  },
  // Import direction between layers (docs/architecture.md §1); test/lint/layers.test.ts
  // lints deliberately bad imports to show each rule bites.
  ...layerRules,
  // The views' areas, colours and error banners (eslint.views.js); test/lint/views.test.ts shows each
  // rule catching a bad example.
  ...viewRules,
  // One formatting module for what screens show (eslint.format.js); test/lint/format.test.ts shows
  // the rule biting and not biting.
  ...formatRules,
);
