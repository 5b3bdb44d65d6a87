import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
    pool: 'forks',
  },
})
