// Lint rules, including the import directions of docs/decisions/006-import-directions.md:
// shared imports nothing of ours; server and web never import each other;
// web features do not import other features; server areas use each other only through their
// index.ts; the database imports no feature; server routes touch neither the database nor a
// queries file. Import cycles (type-only ones too) and loops between server areas are checked by
// scripts/check-cycles.ts in `npm run lint` (ADR 017).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// One zone per folder of src/web/features, read from disk so a new feature is covered at once:
// a feature may import itself, never another feature (a route module composes them instead).
const webFeatures = readdirSync(new URL('./src/web/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = webFeatures.map((feature) => ({
  target: `./src/web/features/${feature}`,
  from: './src/web/features',
  except: [`./${feature}`],
  message:
    'Features do not import each other (ADR 006): compose them in a route module, or move what both need to lib/ or components/ui/.',
}));

// Inside features/admin, one folder per admin screen (orders, order-page, products, …) and a few
// folders of parts that several screens use. A screen imports itself and the parts, never
// another screen; a part imports no screen. New folders are screens until listed here.
const adminParts = ['shared', 'order-actions', 'remedies', 'exchanges'];
const adminScreens = readdirSync(new URL('./src/web/features/admin', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && !adminParts.includes(entry.name))
  .map((entry) => entry.name);
const adminZones = [
  ...adminScreens.map((screen) => ({
    target: `./src/web/features/admin/${screen}`,
    from: './src/web/features/admin',
    except: [`./${screen}`, ...adminParts.map((part) => `./${part}`)],
    message: `An admin screen does not import another (${screen}): move what both need to one of admin/{${adminParts.join(',')}}.`,
  })),
  {
    target: adminParts.map((part) => `./src/web/features/admin/${part}`),
    from: adminScreens.map((screen) => `./src/web/features/admin/${screen}`),
    message: 'The admin parts are used by the screens, never the other way round.',
  },
];

// One zone per folder of src/server/features (ADR 017): a file of one area may import another
// area only through that area's index.ts, its public surface. Tests (*.test.ts) and test kits
// (*.test-kit.ts) are exempt: they set up state through whichever area owns it.
const serverAreas = readdirSync(new URL('./src/server/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const areaZones = serverAreas.map((area) => ({
  target: `./src/server/features/${area}/**/!(*.test|*.test-kit).ts`,
  from: './src/server/features',
  except: [
    `./${area}`,
    ...serverAreas.filter((other) => other !== area).map((other) => `./${other}/index.ts`),
  ],
  message: `Another server area is used only through its index.ts (ADR 017): export what ${area} needs there.`,
}));

// File and folder names: kebab-case everywhere, so a name is spelt one way; in the server's
// features a dot names the file's role, so a reader knows what it holds before opening it (then a
// test's or test kit's). A pure module (rules, sums, small helpers with no SQL) has no dot.
const KEBAB = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const SERVER_ROLES = 'routes|service|queries|mapper|mails|jobs|limits';
const TEST_ROLES = 'test|api.test|faults.test|fuzz.test|test-kit';
const namedFolders = ['src', 'e2e', 'bench', 'scripts'];
const codeFiles = namedFolders.map((folder) => `${folder}/**/*.{ts,tsx,js,mjs}`);

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'drizzle',
      'coverage',
      'test-results',
      'playwright-report',
      'reports',
      'bench/results',
      'public',
      '**/*.tmp.*',
      '.bench-tmp*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/server', './src/web'] },
            { target: './src/server', from: './src/web' },
            {
              target: './src/server',
              from: './demo',
              message:
                'demo/ draws the demo art at build time; the server only reads what it drew (src/server/db/demo-images.ts).',
            },
            { target: './src/web', from: './src/server' },
            {
              target: './src/web/components',
              from: ['./src/web/features', './src/web/routes'],
            },
            { target: './src/web/features', from: './src/web/routes' },
            ...featureZones,
            ...adminZones,
            {
              // Test helpers and fixtures are for tests only.
              target: ['./src/web/*.{ts,tsx}', './src/web/!(testing)/**/!(*.test).{ts,tsx}'],
              from: './src/web/testing',
              message: 'src/web/testing is for tests (*.test.ts, *.test.tsx) only.',
            },
            ...areaZones,
            {
              // The database layer is below every feature (ADR 006); its tests may use features.
              target: './src/server/db/**/!(*.test).ts',
              from: './src/server/features',
              message: 'src/server/db imports no feature: features import the database.',
            },
            {
              target: './src/server/features/**/*.routes.ts',
              from: './src/server/db',
              message: 'Routes call services; services own the database.',
            },
            {
              target: './src/server/**/*.routes.ts',
              from: './src/server/**/*.queries.ts',
              message: 'Routes call services; a queries file serves its own service only.',
            },
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
      'import-x/ignore': ['node_modules'],
    },
  },
  {
    files: codeFiles,
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        Object.fromEntries(namedFolders.map((folder) => [`${folder}/**/`, 'KEBAB_CASE'])),
      ],
    },
  },
  {
    files: ['src/server/features/**/*.ts'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.ts': `${KEBAB}?(.@(${SERVER_ROLES}))?(.@(${TEST_ROLES}))` },
        {
          errorMessage: `"{{ target }}": a server feature file is kebab-case with at most one role (.${SERVER_ROLES.replaceAll('|', '.ts, .')}.ts), then a test's (.${TEST_ROLES.replaceAll('|', '.ts, .')}.ts); a pure module has no dot`,
        },
      ],
    },
  },
  {
    // SQL lives in an area's *.queries.ts files only (docs/architecture.md, Server shape): the
    // rest of a server area builds no statement, so it imports neither drizzle nor a table.
    files: ['src/server/features/**/*.ts'],
    ignores: ['**/*.queries.ts', '**/*.test.ts', '**/*.test-kit.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'SQL belongs in the area’s *.queries.ts files.',
            },
            {
              group: ['**/db/schema/*'],
              allowTypeImports: true,
              message:
                'Tables are used in the area’s *.queries.ts files; import their types only here.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The shop's own dialogs (components/ui/confirm-dialog.tsx), never the browser's boxes.
      'no-alert': 'error',
    },
  },
  prettier,
);
