package main

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/benbjohnson/litestream"
	_ "modernc.org/sqlite"
)

func envOf(values map[string]string) func(string) string {
	return func(name string) string { return values[name] }
}

func TestReplicationConfigDefaults(t *testing.T) {
	dataDir := filepath.Join(t.TempDir(), "pb_data")
	cfg, err := replicationConfigFromEnv(envOf(nil), dataDir)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.localDir != dataDir+"-replica" || cfg.off || cfg.url != "" {
		t.Fatalf("default replica: %+v", cfg)
	}
	if cfg.syncInterval != time.Second || cfg.snapshotInterval != 24*time.Hour || cfg.retention != 24*time.Hour {
		t.Fatalf("default intervals: %+v", cfg)
	}
	if cfg.filesDir() != filepath.Join(dataDir+"-replica", "files") {
		t.Fatalf("files copy: %q", cfg.filesDir())
	}
}

func TestReplicationConfigFromEnvironment(t *testing.T) {
	dataDir := filepath.Join(t.TempDir(), "pb_data")
	cfg, err := replicationConfigFromEnv(envOf(map[string]string{
		"LITESTREAM_REPLICA_URL":       "s3://key:secret@bucket/rihla?endpoint=https://s3.example&region=me-central-1",
		"LITESTREAM_SYNC_INTERVAL":     "250ms",
		"LITESTREAM_SNAPSHOT_INTERVAL": "1h",
		"LITESTREAM_RETENTION":         "72h",
	}), dataDir)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.syncInterval != 250*time.Millisecond || cfg.snapshotInterval != time.Hour || cfg.retention != 72*time.Hour {
		t.Fatalf("intervals: %+v", cfg)
	}
	if cfg.filesDir() != "" {
		t.Fatalf("a remote replica keeps no file copy: %q", cfg.filesDir())
	}
	if described := cfg.describe(); described != "s3://bucket/rihla" || strings.Contains(described, "secret") {
		t.Fatalf("describe must drop credentials and query: %q", described)
	}

	off, err := replicationConfigFromEnv(envOf(map[string]string{"LITESTREAM_REPLICA_URL": "off"}), dataDir)
	if err != nil || !off.off {
		t.Fatalf("off: %+v %v", off, err)
	}
	folder := filepath.Join(t.TempDir(), "replica")
	fileURL, err := replicationConfigFromEnv(envOf(map[string]string{"LITESTREAM_REPLICA_URL": "file://" + folder}), dataDir)
	if err != nil || fileURL.localDir != folder {
		t.Fatalf("file URL: %+v %v", fileURL, err)
	}
}

func TestReplicationConfigRefusals(t *testing.T) {
	dataDir := filepath.Join(t.TempDir(), "pb_data")
	for _, env := range []map[string]string{
		{"LITESTREAM_REPLICA_URL": filepath.Join(dataDir, "replica")},
		{"LITESTREAM_SYNC_INTERVAL": "soon"},
		{"LITESTREAM_SNAPSHOT_INTERVAL": "1ms"},
		{"LITESTREAM_RETENTION": "-1h"},
	} {
		if _, err := replicationConfigFromEnv(envOf(env), dataDir); err == nil {
			t.Errorf("%v: accepted", env)
		}
	}
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestFilesMirroredAndRestoredWithoutOverwriting(t *testing.T) {
	dataDir, copyDir := t.TempDir(), t.TempDir()
	writeFile(t, filepath.Join(dataDir, "storage", "c1", "r1", "photo.jpg"), "photo")
	writeFile(t, filepath.Join(dataDir, "storage", "c1", "r1", "thumbs_photo.jpg", "100x100_photo.jpg"), "thumb")
	writeFile(t, filepath.Join(dataDir, "media", "v1", "desert.webp"), "desert")
	writeFile(t, filepath.Join(dataDir, "data.db"), "not a file tree")

	copied, files, _, err := mirrorNewFiles(dataDir, copyDir)
	if err != nil || copied != 2 || files != 2 {
		t.Fatalf("first copy: copied %d of %d, %v", copied, files, err)
	}
	if again, _, _, _ := mirrorNewFiles(dataDir, copyDir); again != 0 {
		t.Fatalf("unchanged files copied again: %d", again)
	}
	if _, err := os.Stat(filepath.Join(copyDir, "storage", "c1", "r1", "thumbs_photo.jpg")); !errors.Is(err, os.ErrNotExist) {
		t.Fatal("thumbnails are made again on request, not copied")
	}
	// A deleted upload stays in the copy (an earlier database may name it).
	if err := os.Remove(filepath.Join(dataDir, "storage", "c1", "r1", "photo.jpg")); err != nil {
		t.Fatal(err)
	}
	if _, _, _, err := mirrorNewFiles(dataDir, copyDir); err != nil {
		t.Fatal(err)
	}

	target := t.TempDir()
	writeFile(t, filepath.Join(target, "media", "v1", "desert.webp"), "already here")
	restored, err := restoreFiles(copyDir, target)
	if err != nil || restored != 1 {
		t.Fatalf("restored %d, %v", restored, err)
	}
	if content, _ := os.ReadFile(filepath.Join(target, "storage", "c1", "r1", "photo.jpg")); string(content) != "photo" {
		t.Fatalf("restored photo: %q", content)
	}
	if content, _ := os.ReadFile(filepath.Join(target, "media", "v1", "desert.webp")); string(content) != "already here" {
		t.Fatalf("an existing file was overwritten: %q", content)
	}
}

func openTestDB(t *testing.T, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(500)&_pragma=journal_mode(WAL)")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// The round trip through the library as the host uses it: replicate, then restore elsewhere;
// and the restore refuses a folder that has a database.
func TestReplicateAndRestoreRoundTrip(t *testing.T) {
	dataDir := filepath.Join(t.TempDir(), "pb_data")
	if err := os.MkdirAll(dataDir, 0o755); err != nil {
		t.Fatal(err)
	}
	cfg, err := replicationConfigFromEnv(envOf(nil), dataDir)
	if err != nil {
		t.Fatal(err)
	}
	if result, err := restoreDataDir(context.Background(), cfg, dataDir, time.Time{}); err != nil || result.restored {
		t.Fatalf("an empty replica restores nothing: %+v %v", result, err)
	}

	app := openTestDB(t, filepath.Join(dataDir, "data.db"))
	if _, err := app.Exec(`CREATE TABLE orders (id INTEGER PRIMARY KEY, total INTEGER)`); err != nil {
		t.Fatal(err)
	}
	store, db := openTestStore(t, cfg, dataDir)
	for i := 1; i <= 50; i++ {
		if _, err := app.Exec(`INSERT INTO orders (total) VALUES (?)`, i*100); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := db.SyncAndWait(ctx); err != nil {
		t.Fatal(err)
	}
	if err := store.Close(ctx); err != nil {
		t.Fatal(err)
	}

	if _, err := restoreDataDir(ctx, cfg, dataDir, time.Time{}); !errors.Is(err, errDataDirHasDatabase) {
		t.Fatalf("restore over existing data: %v", err)
	}
	elsewhere := filepath.Join(t.TempDir(), "restored")
	result, err := restoreDataDir(ctx, cfg, elsewhere, time.Time{})
	if err != nil || !result.restored {
		t.Fatalf("restore: %+v %v", result, err)
	}
	var count, total int
	if err := openTestDB(t, filepath.Join(elsewhere, "data.db")).QueryRow(`SELECT count(*), sum(total) FROM orders`).Scan(&count, &total); err != nil {
		t.Fatal(err)
	}
	if count != 50 || total != 127500 {
		t.Fatalf("restored %d orders totalling %d", count, total)
	}
}

func openTestStore(t *testing.T, cfg replicationConfig, dataDir string) (*litestream.Store, *litestream.DB) {
	t.Helper()
	client, err := cfg.client()
	if err != nil {
		t.Fatal(err)
	}
	db := litestream.NewDB(filepath.Join(dataDir, "data.db"))
	db.Replica = litestream.NewReplicaWithClient(db, client)
	store := litestream.NewStore([]*litestream.DB{db}, litestream.DefaultCompactionLevels)
	store.Logger = litestreamLogger()
	db.SetLogger(store.Logger)
	if err := store.Open(context.Background()); err != nil {
		t.Fatal(err)
	}
	return store, db
}

// Why the host replaces PocketBase's nightly TRUNCATE checkpoint of data.db: while Litestream
// holds its read transaction, a TRUNCATE checkpoint cannot finish (busy = 1) and holds the write
// lock while it waits, so a writer meanwhile is refused.
func TestTruncateCheckpointCannotFinishUnderLitestream(t *testing.T) {
	dataDir := filepath.Join(t.TempDir(), "pb_data")
	if err := os.MkdirAll(dataDir, 0o755); err != nil {
		t.Fatal(err)
	}
	cfg, _ := replicationConfigFromEnv(envOf(nil), dataDir)
	app := openTestDB(t, filepath.Join(dataDir, "data.db"))
	if _, err := app.Exec(`CREATE TABLE t (x)`); err != nil {
		t.Fatal(err)
	}
	store, db := openTestStore(t, cfg, dataDir)
	defer store.Close(context.Background())
	for i := 0; i < 20; i++ {
		if _, err := app.Exec(`INSERT INTO t VALUES (?)`, i); err != nil {
			t.Fatal(err)
		}
	}
	if err := db.Sync(context.Background()); err != nil {
		t.Fatal(err)
	}

	checkpointer, err := app.Conn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer checkpointer.Close()
	// The checkpoint waits longer than the writer's 500 ms busy timeout (PocketBase: 10 s both).
	if _, err := checkpointer.ExecContext(context.Background(), `PRAGMA busy_timeout = 3000`); err != nil {
		t.Fatal(err)
	}
	writerErr := make(chan error, 1)
	go func() {
		time.Sleep(100 * time.Millisecond) // while the checkpoint waits for Litestream's reader
		_, err := app.Exec(`INSERT INTO t VALUES (-1)`)
		writerErr <- err
	}()
	var busy, logFrames, checkpointed int
	if err := checkpointer.QueryRowContext(context.Background(), `PRAGMA wal_checkpoint(TRUNCATE)`).Scan(&busy, &logFrames, &checkpointed); err != nil {
		t.Fatal(err)
	}
	if busy != 1 {
		t.Fatalf("TRUNCATE checkpoint finished despite Litestream's reader (busy=%d)", busy)
	}
	if err := <-writerErr; err == nil || !strings.Contains(strings.ToLower(err.Error()), "busy") && !strings.Contains(strings.ToLower(err.Error()), "locked") {
		t.Fatalf("a write during the TRUNCATE checkpoint was not refused: %v", err)
	}
}
