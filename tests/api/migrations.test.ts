import { execFile } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
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

  it('keep one account per mailbox: emails lower-cased, the one verified first keeps an address two accounts shared in different cases', async () => {
    const bin = process.env.RIHLA_TEST_POCKETBASE_BIN!
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rihla-migrate-emails-'))
    try {
      // The repository's migrations, with rows written just before 1767226730 and read just after it.
      const migrations = path.join(dir, 'migrations')
      await mkdir(migrations)
      for (const name of await readdir('pb_migrations')) await copyFile(path.join('pb_migrations', name), path.join(migrations, name))
      await writeFile(
        path.join(migrations, '1767226725_test_accounts_in_mixed_case.js'),
        `migrate((app) => {
          const rows = [['aaaaaaaaaaaaaa1', 'Noura@Example.com', false, '2026-01-01 00:00:00.000Z'], ['aaaaaaaaaaaaaa2', 'noura@example.com', true, '2026-01-02 00:00:00.000Z'], ['aaaaaaaaaaaaaa3', 'Mixed.Case@Example.COM', false, '2026-01-03 00:00:00.000Z']]
          for (const [id, email, verified, created] of rows) {
            app.db().newQuery("INSERT INTO users (id, email, password, tokenKey, verified, created, updated) VALUES ({:id}, {:email}, 'x', {:token}, {:verified}, {:created}, {:created})").bind({ id, email, token: 'token-' + id, verified, created }).execute()
          }
        })`,
      )
      const checkFile = path.join(dir, 'check.json')
      await writeFile(
        path.join(migrations, '1767226731_test_read_accounts.js'),
        `migrate((app) => {
          const rows = arrayOf(new DynamicModel({ id: '', email: '' }))
          app.db().newQuery("SELECT id, email FROM users WHERE id LIKE 'aaaaaaaaaaaaaa%' ORDER BY id").all(rows)
          const index = new DynamicModel({ sql: '' })
          app.db().newQuery("SELECT sql FROM sqlite_master WHERE name = 'idx_email__pb_users_auth_'").one(index)
          $os.writeFile(${JSON.stringify(checkFile)}, JSON.stringify({ rows: rows.map((row) => ({ id: row.id, email: row.email })), index: index.sql }), 0o644)
        })`,
      )
      await run(bin, ['migrate', 'up', '--dir', path.join(dir, 'pb_data'), '--hooksDir', 'pb_hooks', '--migrationsDir', migrations, '--dev=false'])
      const check = JSON.parse(await readFile(checkFile, 'utf8')) as { rows: { id: string; email: string }[]; index: string }
      expect(check.rows).toEqual([
        { id: 'aaaaaaaaaaaaaa1', email: 'noura+duplicate-aaaaaaaaaaaaaa1@example.com' },
        { id: 'aaaaaaaaaaaaaa2', email: 'noura@example.com' },
        { id: 'aaaaaaaaaaaaaa3', email: 'mixed.case@example.com' },
      ])
      expect(check.index).toMatch(/`email` COLLATE NOCASE/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
