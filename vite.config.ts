import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One file configures the client build and the test projects (conventions §1).
// The PostgreSQL copy of the server suite runs only when DATABASE_URL is set (CI sets it).
const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    environment: 'node',
    include: ['test/server/**/*.test.ts'],
    env: { TEST_DB: db },
    ...(db === 'postgres' ? { globalSetup: ['test/support/pgGlobalSetup.ts'] } : {}),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: { outDir: 'dist/client', sourcemap: false, chunkSizeWarningLimit: 1500 },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/domain/**/*.test.ts', 'test/machines/**/*.test.ts', 'test/seed/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          environment: 'jsdom',
          // Primer ships CSS-module imports inside node_modules; inline it so vite processes them.
          server: { deps: { inline: [/@primer\/react/] } },
          include: ['test/views/**/*.test.tsx', 'test/machines/**/*.test.tsx'],
        },
      },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
