package main

import (
	"github.com/pocketbase/dbx"
)

// sqlitePragmas are PocketBase's own (core.DefaultDBConnect, v0.39) with one addition:
// transactions begin IMMEDIATE. Litestream (replication.go) writes to data.db from its own
// connection while it checkpoints; a DEFERRED transaction that has read and then writes after
// such a write fails at once with SQLITE_BUSY_SNAPSHOT ("database is locked (517)"), without
// waiting out the busy timeout, so a checkout or a chat message failed now and then. Taking the
// write lock at BEGIN makes the transaction wait its turn instead (db_connect_test.go).
const sqlitePragmas = "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=journal_size_limit(200000000)&_pragma=synchronous(NORMAL)&_pragma=foreign_keys(ON)&_pragma=temp_store(MEMORY)&_pragma=cache_size(-32000)&_txlock=immediate"

// connectDB opens data.db and auxiliary.db for PocketBase (pocketbase.Config.DBConnect).
func connectDB(dbPath string) (*dbx.DB, error) {
	return dbx.Open("sqlite", dbPath+sqlitePragmas)
}
