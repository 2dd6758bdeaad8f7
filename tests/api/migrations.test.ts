import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const flags = (dir: string) => ['--dir', dir, '--hooksDir', 'pb_hooks', '--migrationsDir', 'pb_migrations', '--dev=false']

describe('migrations', () => {
  it('apply to an empty database, and again to a migrated one without error', async () => {
    const bin = process.env.RIHLA_TEST_POCKETBASE_BIN!
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rihla-migrate-'))
    try {
      const first = await run(bin, ['migrate', 'up', ...flags(dir)])
      expect(first.stdout + first.stderr).toMatch(/Applied 1767225600_catalog_collections\.js/)
      const second = await run(bin, ['migrate', 'up', ...flags(dir)])
      expect(second.stdout + second.stderr).toMatch(/No new migrations to apply/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('are already applied to the running test server', async () => {
    const { stdout, stderr } = await run(process.env.RIHLA_TEST_POCKETBASE_BIN!, ['migrate', 'up', ...flags(process.env.RIHLA_TEST_DATA_DIR!)])
    expect(stdout + stderr).toMatch(/No new migrations to apply/)
  })
})
