package main

// Restoring data.db from the replica (decision 024), never over existing data:
//   - on every start (any command), an empty data folder is restored first when the replica has
//     something, before PocketBase opens (and so creates) data.db; an unreadable replica stops
//     the start rather than begin an empty store that would then be replicated over the real one;
//   - `pocketbase replica-restore [--timestamp T]` (`npm run restore`) restores into an empty data
//     folder on purpose, to the newest state or to a moment within the retention.
// The local replica's copy of uploaded and generated files comes back with it.

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/benbjohnson/litestream"
	"github.com/pocketbase/pocketbase"
	"github.com/spf13/cobra"
)

const restoreCommandName = "replica-restore"

var errDataDirHasDatabase = errors.New("the data folder already has a database (data.db); restore only into an empty data folder")

type restoreResult struct {
	restored bool
	files    int
	took     time.Duration
	bytes    int64
}

// databaseFiles: a data folder with any of these is not empty (a leftover WAL alone would be
// applied to a restored database).
var databaseFiles = []string{"data.db", "data.db-wal", "data.db-shm"}

func hasDatabase(dataDir string) bool {
	for _, name := range databaseFiles {
		if _, err := os.Stat(filepath.Join(dataDir, name)); err == nil {
			return true
		}
	}
	return false
}

// restoreDataDir restores the newest state (or the state at `at`) into dataDir. restored is false
// when the replica holds nothing.
func restoreDataDir(ctx context.Context, cfg replicationConfig, dataDir string, at time.Time) (restoreResult, error) {
	started := time.Now()
	if hasDatabase(dataDir) {
		return restoreResult{}, errDataDirHasDatabase
	}
	client, err := cfg.client()
	if err != nil {
		return restoreResult{}, err
	}
	replica := litestream.NewReplicaWithClient(nil, client)
	options := litestream.NewRestoreOptions()
	options.OutputPath = filepath.Join(dataDir, "data.db")
	options.Timestamp = at
	options.IntegrityCheck = litestream.IntegrityCheckQuick
	if err := replica.Restore(ctx, options); err != nil {
		if errors.Is(err, litestream.ErrTxNotAvailable) || errors.Is(err, litestream.ErrNoSnapshots) {
			if at.IsZero() {
				return restoreResult{}, nil
			}
			from, to, boundsErr := replica.TimeBounds(ctx)
			if boundsErr == nil && !from.IsZero() {
				return restoreResult{}, fmt.Errorf("the replica holds no state at %s (it covers %s to %s)", at.UTC().Format(time.RFC3339), from.UTC().Format(time.RFC3339), to.UTC().Format(time.RFC3339))
			}
			return restoreResult{}, nil
		}
		return restoreResult{}, err
	}
	result := restoreResult{restored: true}
	if info, err := os.Stat(options.OutputPath); err == nil {
		result.bytes = info.Size()
	}
	if dir := cfg.filesDir(); dir != "" {
		if result.files, err = restoreFiles(dir, dataDir); err != nil {
			return result, fmt.Errorf("database restored, but not the files: %w", err)
		}
	}
	result.took = time.Since(started)
	return result, nil
}

func (r restoreResult) describe(cfg replicationConfig) string {
	return fmt.Sprintf("restored data.db (%.1f MB) and %d files from %s in %.2f s", float64(r.bytes)/1e6, r.files, cfg.describe(), r.took.Seconds())
}

type restoreCommand struct {
	cmd       *cobra.Command
	timestamp string
	result    *restoreResult
	cfg       replicationConfig
}

// registerRestoreCommand adds `replica-restore`; its work happens before bootstrap (see
// restoreBeforeBootstrap), the command itself reports it.
func registerRestoreCommand(pb *pocketbase.PocketBase) *restoreCommand {
	rc := &restoreCommand{}
	rc.cmd = &cobra.Command{
		Use:   restoreCommandName,
		Short: "Restore data.db (and the local copy of files) from LITESTREAM_REPLICA_URL into an empty data folder",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if rc.result == nil {
				return errors.New("nothing was restored")
			}
			fmt.Println(rc.result.describe(rc.cfg))
			return nil
		},
	}
	rc.cmd.Flags().StringVar(&rc.timestamp, "timestamp", "", "restore the state at this moment (RFC 3339, e.g. 2026-11-25T09:30:00Z) instead of the newest")
	pb.RootCmd.AddCommand(rc.cmd)
	return rc
}

func restoreBeforeBootstrap(pb *pocketbase.PocketBase, rc *restoreCommand) error {
	dataDir := pb.DataDir()
	cfg, cfgErr := replicationConfigFromEnv(os.Getenv, dataDir)
	cmd, args, findErr := pb.RootCmd.Find(os.Args[1:])
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()

	if findErr == nil && cmd == rc.cmd {
		if cfgErr != nil {
			return cfgErr
		}
		if cfg.off {
			return errors.New("LITESTREAM_REPLICA_URL=off: there is no replica to restore from")
		}
		if err := cmd.ParseFlags(args); err != nil {
			return err
		}
		var at time.Time
		if rc.timestamp != "" {
			parsed, err := time.Parse(time.RFC3339, rc.timestamp)
			if err != nil {
				return fmt.Errorf("--timestamp %q: expected RFC 3339, such as 2026-11-25T09:30:00Z", rc.timestamp)
			}
			at = parsed
		}
		result, err := restoreDataDir(ctx, cfg, dataDir, at)
		if err != nil {
			return fmt.Errorf("restore into %s: %w", dataDir, err)
		}
		if !result.restored {
			return fmt.Errorf("restore: the replica %s holds no database", cfg.describe())
		}
		rc.result, rc.cfg = &result, cfg
		return nil
	}

	// Restore on start. A bad setting is reported by `serve`, which needs it too.
	if cfgErr != nil || cfg.off || hasDatabase(dataDir) {
		return nil
	}
	result, err := restoreDataDir(ctx, cfg, dataDir, time.Time{})
	if err != nil {
		return fmt.Errorf("the data folder %s is empty and the replica %s could not be restored (not starting on an empty database): %w", dataDir, cfg.describe(), err)
	}
	if result.restored {
		log.Printf("replication: the data folder was empty: %s", result.describe(cfg))
	}
	return nil
}
