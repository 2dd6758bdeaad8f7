package main

// Continuous replication of pb_data/data.db with Litestream, embedded in this program
// (decision 024): it starts with `serve`, restores an empty data folder before anything opens
// it (replication_restore.go), and watches its own progress: the lag behind the database, the
// last snapshot, and a log line when changes stop reaching the replica.
// auxiliary.db (PocketBase's request logs) is not replicated: the daily PocketBase backup
// holds it.

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/benbjohnson/litestream"
	"github.com/benbjohnson/litestream/file"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

const (
	watchInterval          = 200 * time.Millisecond
	snapshotCheckInterval  = time.Minute
	fileCopyMinInterval    = 5 * time.Second
	stopAfterMinimum       = 30 * time.Second
	pocketBaseDBOptimizeID = "__pbDBOptimize__"
)

// pendingChange: the database changed at seenAt (SQLite's data_version moved). Once a Litestream
// sync that started after seenAt has finished, the change is in Litestream's local position txid
// (read after that sync), and it is on the replica once the replica reaches txid. A change that
// no sync ever takes up stays pending: that is the silent stop this watches for.
type pendingChange struct {
	seenAt   time.Time
	txid     uint64
	resolved bool
}

type replicationStatus struct {
	startedAt        time.Time
	localTXID        uint64
	replicaTXID      uint64
	pending          []pendingChange
	lastVersion      int64
	lastSnapshotAt   time.Time
	lastSnapshotTXID uint64
	snapshotError    string
	stoppedSince     time.Time
	maxLag           time.Duration
}

type replicator struct {
	app     core.App
	cfg     replicationConfig
	db      *litestream.DB
	store   *litestream.Store
	files   *fileCopy
	version *dataVersion
	logger  *slog.Logger

	cancel    context.CancelFunc
	done      chan struct{}
	filesDone chan struct{}

	mu     sync.Mutex
	status replicationStatus
}

// registerReplication wires replication into the app: restore before bootstrap, replicate while
// serving, stop after PocketBase closed its connections, and the staff status route.
func registerReplication(app *pocketbase.PocketBase) {
	var active *replicator
	restoreCmd := registerRestoreCommand(app)

	app.OnBootstrap().Bind(&hook.Handler[*core.BootstrapEvent]{
		Id:       "rihlaReplicaRestore",
		Priority: -1000, // before PocketBase opens (and so creates) data.db
		Func: func(e *core.BootstrapEvent) error {
			if err := restoreBeforeBootstrap(app, restoreCmd); err != nil {
				return err
			}
			return e.Next()
		},
	})

	app.OnServe().BindFunc(func(e *core.ServeEvent) error {
		cfg, err := replicationConfigFromEnv(os.Getenv, e.App.DataDir())
		if err != nil {
			return err
		}
		if cfg.off {
			log.Printf("replication: off (LITESTREAM_REPLICA_URL=off); a lost disk loses the data")
		} else {
			r, err := startReplication(e.App, cfg)
			if err != nil {
				return fmt.Errorf("replication: %w", err)
			}
			active = r
		}
		registerReplicationStatusRoute(e, func() *replicator { return active })
		return e.Next()
	})

	app.OnBackupCreate().BindFunc(func(e *core.BackupEvent) error {
		// Litestream's local state belongs to the live database, not to a copy of it.
		e.Exclude = append(e.Exclude, litestreamMetaDirName)
		return e.Next()
	})

	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		err := e.Next() // PocketBase closes its connections first (Litestream's library rule)
		if active != nil {
			active.stop()
			active = nil
		}
		return err
	})
}

const litestreamMetaDirName = ".data.db" + litestream.MetaDirSuffix

func litestreamLogger() *slog.Logger {
	level := slog.LevelWarn
	switch strings.ToLower(os.Getenv("LITESTREAM_LOG_LEVEL")) {
	case "debug":
		level = slog.LevelDebug
	case "info":
		level = slog.LevelInfo
	case "error":
		level = slog.LevelError
	}
	return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level})).With("system", "litestream")
}

func startReplication(app core.App, cfg replicationConfig) (*replicator, error) {
	client, err := cfg.client()
	if err != nil {
		return nil, err
	}
	logger := litestreamLogger()
	db := litestream.NewDB(filepath.Join(app.DataDir(), "data.db"))
	replica := litestream.NewReplicaWithClient(db, client)
	// The sync interval is the promise (how old a change can be and still be missing from the
	// replica): Litestream reads new WAL frames every quarter of it and ships them at most three
	// quarters later, so a commit is on the replica within one interval plus the upload.
	db.MonitorInterval = max(cfg.syncInterval/4, 25*time.Millisecond)
	replica.SyncInterval = cfg.syncInterval - db.MonitorInterval
	db.Replica = replica
	if fileClient, ok := client.(*file.ReplicaClient); ok {
		fileClient.Replica = replica // keeps the folder's owner and permissions
	}
	store := litestream.NewStore([]*litestream.DB{db}, litestream.DefaultCompactionLevels)
	store.SnapshotInterval = cfg.snapshotInterval
	store.SnapshotRetention = cfg.retention
	store.Logger = logger
	db.SetLogger(logger.With("db", "data.db"))

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := store.Open(ctx); err != nil {
		return nil, err
	}

	r := &replicator{
		app:    app,
		cfg:    cfg,
		db:     db,
		store:  store,
		logger: logger,
		done:   make(chan struct{}),
		version: &dataVersion{open: func() (*sql.Conn, error) {
			pool, ok := app.ConcurrentDB().(*dbx.DB)
			if !ok {
				return nil, errors.New("unexpected database builder")
			}
			return pool.DB().Conn(context.Background())
		}},
	}
	r.status.startedAt = time.Now()
	if dir := cfg.filesDir(); dir != "" {
		r.files = &fileCopy{dataDir: app.DataDir(), copyDir: dir}
	} else if !app.Settings().S3.Enabled {
		log.Printf("replication: WARNING uploaded files (pb_data/storage) are not replicated to %s; turn on PocketBase's S3 file storage (README, Backups and recovery)", cfg.describe())
	}
	leaveCheckpointsToLitestream(app)

	watchCtx, stopWatching := context.WithCancel(context.Background())
	r.cancel = stopWatching
	go r.watch(watchCtx)
	if r.files != nil {
		r.files.wakeUp = make(chan struct{}, 1)
		r.filesDone = make(chan struct{})
		go func() {
			defer close(r.filesDone)
			r.files.loop(watchCtx, max(fileCopyMinInterval, r.cfg.syncInterval))
		}()
		// An upload is copied as soon as its record is saved, not at the next round.
		wake := func(e *core.RecordEvent) error {
			if hasFileField(e.Record.Collection()) {
				r.files.wake()
			}
			return e.Next()
		}
		app.OnRecordAfterCreateSuccess().BindFunc(wake)
		app.OnRecordAfterUpdateSuccess().BindFunc(wake)
	}
	log.Printf("replication: data.db → %s (sync every %s, snapshot every %s, kept %s)", cfg.describe(), cfg.syncInterval, cfg.snapshotInterval, cfg.retention)
	return r, nil
}

// leaveCheckpointsToLitestream: PocketBase runs a TRUNCATE checkpoint of data.db every night.
// Litestream keeps a read transaction open on data.db, so that checkpoint would hold the write
// lock for the whole busy timeout (10 s of refused writes) and then fail. Litestream checkpoints
// data.db itself (PASSIVE, never blocking writers); the nightly job keeps its other work.
func leaveCheckpointsToLitestream(app core.App) {
	app.Cron().Remove(pocketBaseDBOptimizeID)
	app.Cron().MustAdd("rihlaDBOptimize", "0 0 * * *", func() {
		if _, err := app.AuxNonconcurrentDB().NewQuery("PRAGMA wal_checkpoint(TRUNCATE)").Execute(); err != nil {
			app.Logger().Warn("Failed to checkpoint the auxiliary DB", slog.String("error", err.Error()))
		}
		if _, err := app.NonconcurrentDB().NewQuery("PRAGMA optimize").Execute(); err != nil {
			app.Logger().Warn("Failed to run PRAGMA optimize", slog.String("error", err.Error()))
		}
	})
}

// stopAfter: how long changes may wait for the replica before replication counts as stopped.
func (r *replicator) stopAfter() time.Duration {
	return max(stopAfterMinimum, 10*r.cfg.syncInterval)
}

func (r *replicator) watch(ctx context.Context) {
	defer close(r.done)
	ticker := time.NewTicker(watchInterval)
	defer ticker.Stop()
	nextSnapshotCheck := time.Now()
	for {
		now := time.Now()
		r.observe(ctx, now)
		if !now.Before(nextSnapshotCheck) {
			nextSnapshotCheck = now.Add(snapshotCheckInterval)
			go r.checkSnapshots(ctx)
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

// observe notes a database change (SQLite's data_version) with the replica position it must
// pass, drops the changes the replica has passed, and logs when replication stops or resumes.
func (r *replicator) observe(ctx context.Context, now time.Time) {
	version, versionErr := r.version.current(ctx)
	seenAt := time.Now()          // a sync that starts later reads every commit the version counted
	diag := r.db.SyncDiagnostic() // before the position, so the position includes that sync
	local, _ := r.db.Pos()
	remote := r.db.Replica.Pos()

	r.mu.Lock()
	defer r.mu.Unlock()
	s := &r.status
	s.localTXID, s.replicaTXID = uint64(local.TXID), uint64(remote.TXID)
	if versionErr == nil && version != s.lastVersion {
		if s.lastVersion != 0 && len(s.pending) < 100_000 {
			s.pending = append(s.pending, pendingChange{seenAt: seenAt})
		}
		s.lastVersion = version
	}
	syncFinished := diag.Operation == "sync" && !diag.Active && diag.StartedAt != nil
	for i := range s.pending {
		p := &s.pending[i]
		if !p.resolved && syncFinished && diag.StartedAt.After(p.seenAt) {
			p.txid, p.resolved = s.localTXID, true
		}
	}
	passed := 0
	for passed < len(s.pending) && s.pending[passed].resolved && s.pending[passed].txid <= s.replicaTXID {
		passed++
	}
	s.pending = s.pending[passed:]
	lag := time.Duration(0)
	if len(s.pending) > 0 {
		lag = now.Sub(s.pending[0].seenAt)
	}
	s.maxLag = max(s.maxLag, lag)

	switch {
	case lag >= r.stopAfter() && s.stoppedSince.IsZero():
		s.stoppedSince = s.pending[0].seenAt
		message := fmt.Sprintf("replication STOPPED: data.db changes since %s have not reached %s (local TXID %d, replica TXID %d)", s.stoppedSince.UTC().Format(time.RFC3339), r.cfg.describe(), s.localTXID, s.replicaTXID)
		log.Print(message)
		r.app.Logger().Error(message)
	case lag < r.stopAfter() && !s.stoppedSince.IsZero():
		message := fmt.Sprintf("replication resumed after %s (replica TXID %d)", now.Sub(s.stoppedSince).Round(time.Second), s.replicaTXID)
		s.stoppedSince = time.Time{}
		log.Print(message)
		r.app.Logger().Info(message)
	}
}

// checkSnapshots reads the replica's newest snapshot (a listing: cheap for a folder, one request
// for S3).
func (r *replicator) checkSnapshots(ctx context.Context) {
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	info, err := r.db.Replica.MaxLTXFileInfo(ctx, litestream.SnapshotLevel)
	r.mu.Lock()
	defer r.mu.Unlock()
	if err != nil {
		r.status.snapshotError = err.Error()
		return
	}
	r.status.snapshotError = ""
	if info.MaxTXID > 0 {
		r.status.lastSnapshotAt = info.CreatedAt
		r.status.lastSnapshotTXID = uint64(info.MaxTXID)
	}
}

// stop ships what is left (Litestream's shutdown sync) and copies the last files.
func (r *replicator) stop() {
	r.cancel()
	<-r.done
	if r.files != nil {
		<-r.filesDone
		r.files.run()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := r.store.Close(ctx); err != nil {
		log.Printf("replication: stopping: %v", err)
	}
}

func hasFileField(collection *core.Collection) bool {
	for _, field := range collection.Fields {
		if field.Type() == core.FieldTypeFile {
			return true
		}
	}
	return false
}
