// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tooling/eslint/import-boundaries.js';
import moduleBoundaries from './tooling/eslint/module-boundaries.js';

/** The repository's own rules, under one plugin name: a name can be registered only once. */
const wayhub = { rules: { ...boundaries.rules, ...moduleBoundaries.rules } };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', '.data/**', '**/.data/**', 'coverage/**',
      'e2e/test-results/**', 'e2e/playwright-report/**', 'api/src/db/migrations/**', '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    plugins: { wayhub },
    rules: {
      'wayhub/import-boundaries': 'error',
      'wayhub/module-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // A remote's forms are ContractForms, whose react-hook-form provider is the shell's copy of the library
    // (shared-ui/panel-kit). A remote's own useFormContext would not find it in production, only in Jest; hooks and
    // components given the form's control explicitly (useFieldArray, Controller) work.
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hook-form',
              importNames: ['useFormContext', 'FormProvider'],
              message: "Pass the ContractForm's form (or its control) instead: its provider is the shell's react-hook-form.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Command-line scripts print their results.
    files: ['tooling/**', 'api/src/cli/**', 'api/src/server.ts', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
