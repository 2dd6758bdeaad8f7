package main

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/benbjohnson/litestream"
)

// While Litestream checkpoints data.db (here every 50 ms), transactions that read and then
// write — as every hook's runInTransaction does — all succeed on the host's connection. With
// PocketBase's default (DEFERRED) a fifth or more of them failed with SQLITE_BUSY_SNAPSHOT.
func TestTransactionsSucceedWhileLitestreamCheckpoints(t *testing.T) {
	dataDir := filepath.Join(t.TempDir(), "pb_data")
	if err := os.MkdirAll(dataDir, 0o755); err != nil {
		t.Fatal(err)
	}
	cfg, _ := replicationConfigFromEnv(envOf(nil), dataDir)
	path := filepath.Join(dataDir, "data.db")
	app, err := connectDB(path)
	if err != nil {
		t.Fatal(err)
	}
	defer app.Close()
	app.DB().SetMaxOpenConns(1) // PocketBase's nonconcurrent (writing) pool
	if _, err := app.NewQuery(`CREATE TABLE seats (id INTEGER PRIMARY KEY, taken INTEGER)`).Execute(); err != nil {
		t.Fatal(err)
	}
	if _, err := app.NewQuery(`INSERT INTO seats VALUES (1, 0)`).Execute(); err != nil {
		t.Fatal(err)
	}

	client, err := cfg.client()
	if err != nil {
		t.Fatal(err)
	}
	db := litestream.NewDB(path)
	db.MonitorInterval = 25 * time.Millisecond
	db.CheckpointInterval = 50 * time.Millisecond
	db.MinCheckpointPageN = 1
	replica := litestream.NewReplicaWithClient(db, client)
	replica.SyncInterval = 50 * time.Millisecond
	db.Replica = replica
	store := litestream.NewStore([]*litestream.DB{db}, litestream.DefaultCompactionLevels)
	store.Logger = litestreamLogger()
	db.SetLogger(store.Logger)
	if err := store.Open(context.Background()); err != nil {
		t.Fatal(err)
	}
	defer store.Close(context.Background())

	done, failed, firstError := 0, 0, ""
	for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); done++ {
		tx, err := app.Begin()
		if err == nil {
			var taken int
			err = tx.NewQuery(`SELECT taken FROM seats WHERE id = 1`).Row(&taken)
			time.Sleep(time.Millisecond) // room for Litestream to write between the read and the write
			if err == nil {
				_, err = tx.NewQuery(`UPDATE seats SET taken = {:taken} WHERE id = 1`).Bind(map[string]any{"taken": taken + 1}).Execute()
			}
			if err == nil {
				err = tx.Commit()
			} else {
				tx.Rollback()
			}
		}
		if err != nil {
			failed++
			if firstError == "" {
				firstError = err.Error()
			}
		}
	}
	if failed > 0 {
		t.Fatalf("%d of %d transactions failed while Litestream checkpointed: %s", failed, done, firstError)
	}
	var taken int
	if err := app.NewQuery(`SELECT taken FROM seats WHERE id = 1`).Row(&taken); err != nil || taken != done {
		t.Fatalf("%d transactions, %d seats taken (%v)", done, taken, err)
	}
}
