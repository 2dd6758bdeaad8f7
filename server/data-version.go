package main

// The database's change counter, for the microcache: SQLite's `PRAGMA data_version` changes on
// a connection whenever another connection commits, so one connection kept for asking it sees
// every write (PocketBase writes through its own connections, hooks and raw SQL alike).

import (
	"context"
	"database/sql"
	"errors"
	"sync"
)

type dataVersion struct {
	open func() (*sql.Conn, error)

	mu    sync.Mutex
	conn  *sql.Conn
	epoch int64
}

// current is the database's version: the connection's epoch (a new one each time the connection
// is opened again, since counters of different connections are not comparable) and its
// data_version.
func (d *dataVersion) current(ctx context.Context) (int64, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.conn == nil {
		conn, err := d.open()
		if err != nil {
			return 0, err
		}
		if conn == nil {
			return 0, errors.New("no database connection")
		}
		d.conn = conn
		d.epoch++
	}
	var counter int64
	if err := d.conn.QueryRowContext(ctx, "PRAGMA data_version").Scan(&counter); err != nil {
		_ = d.conn.Close()
		d.conn = nil
		return 0, err
	}
	return d.epoch<<40 | counter, nil
}
