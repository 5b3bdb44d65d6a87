import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
    pool: 'forks',
    // vitest's default in a run is one fewer worker than the cores: one on CI's 2-core machine. Two workers took
    // 584 s and 516 s where one took 728 s (the whole suite, 390 files, runs alternated on 2026-12-04). At least two,
    // and vitest's own default on a machine with more cores
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
