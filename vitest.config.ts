import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(__dirname, 'src/cms/payload.config.ts'),
      '@': path.resolve(__dirname, 'src'),
      // Outside Next, `server-only` is the package's throwing entry; tests run server code on purpose.
      'server-only': path.resolve(__dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Database suites migrate and seed a whole database: give them time, and run files one at a time
    // on this 2-core machine so SQLite and PostgreSQL suites do not compete.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
})
