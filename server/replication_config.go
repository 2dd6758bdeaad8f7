package main

// Where pb_data/data.db is replicated to and how often (decision 024), read from the environment:
//   LITESTREAM_REPLICA_URL        s3://bucket/path?endpoint=…&region=… (any S3-compatible store) in
//                                 production; a folder path or file:// URL; unset: the folder
//                                 beside the data folder, "<data dir>-replica"; "off": none
//   LITESTREAM_SYNC_INTERVAL      the most a committed change waits before it is shipped (default 1s)
//   LITESTREAM_SNAPSHOT_INTERVAL  how often a full snapshot is written (default 24h)
//   LITESTREAM_RETENTION          how long snapshots, and so point-in-time restores, are kept (default 24h)
// The defaults are Litestream's own: one second of possible loss, and restores that read one
// snapshot and a dozen compacted files.

import (
	"errors"
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
	"time"

	"github.com/benbjohnson/litestream"
	"github.com/benbjohnson/litestream/file"
	_ "github.com/benbjohnson/litestream/s3" // registers s3:// replica URLs
)

const (
	defaultReplicaSyncInterval     = time.Second
	defaultReplicaSnapshotInterval = 24 * time.Hour
	defaultReplicaRetention        = 24 * time.Hour
)

type replicationConfig struct {
	off              bool
	url              string // a remote replica's URL; "" for a local folder
	localDir         string // a local replica's folder; "" for a remote one
	syncInterval     time.Duration
	snapshotInterval time.Duration
	retention        time.Duration
}

// defaultReplicaDir is the development and test replica: a folder beside the data folder, so
// deleting the data folder leaves it.
func defaultReplicaDir(dataDir string) string {
	abs, err := filepath.Abs(dataDir)
	if err != nil {
		abs = dataDir
	}
	return filepath.Join(filepath.Dir(abs), filepath.Base(abs)+"-replica")
}

func replicationConfigFromEnv(getenv func(string) string, dataDir string) (replicationConfig, error) {
	cfg := replicationConfig{
		syncInterval:     defaultReplicaSyncInterval,
		snapshotInterval: defaultReplicaSnapshotInterval,
		retention:        defaultReplicaRetention,
	}
	for _, setting := range []struct {
		name   string
		target *time.Duration
	}{
		{"LITESTREAM_SYNC_INTERVAL", &cfg.syncInterval},
		{"LITESTREAM_SNAPSHOT_INTERVAL", &cfg.snapshotInterval},
		{"LITESTREAM_RETENTION", &cfg.retention},
	} {
		raw := strings.TrimSpace(getenv(setting.name))
		if raw == "" {
			continue
		}
		value, err := time.ParseDuration(raw)
		if err != nil || value < 100*time.Millisecond {
			return cfg, fmt.Errorf("%s=%q: expected a duration of at least 100ms, such as 1s, 10m or 24h", setting.name, raw)
		}
		*setting.target = value
	}

	raw := strings.TrimSpace(getenv("LITESTREAM_REPLICA_URL"))
	switch {
	case raw == "":
		cfg.localDir = defaultReplicaDir(dataDir)
	case strings.EqualFold(raw, "off"):
		cfg.off = true
	case strings.HasPrefix(raw, "file://"):
		parsed, err := url.Parse(raw)
		if err != nil || parsed.Path == "" {
			return cfg, fmt.Errorf("LITESTREAM_REPLICA_URL=%q: a file URL needs a path", raw)
		}
		cfg.localDir = filepath.Clean(parsed.Path)
	case strings.Contains(raw, "://"):
		if _, err := url.Parse(raw); err != nil {
			return cfg, fmt.Errorf("LITESTREAM_REPLICA_URL: %w", err)
		}
		cfg.url = raw
	default:
		abs, err := filepath.Abs(raw)
		if err != nil {
			return cfg, fmt.Errorf("LITESTREAM_REPLICA_URL=%q: %w", raw, err)
		}
		cfg.localDir = abs
	}
	if cfg.localDir != "" {
		data, _ := filepath.Abs(dataDir)
		if cfg.localDir == data || strings.HasPrefix(cfg.localDir, data+string(filepath.Separator)) {
			return cfg, errors.New("LITESTREAM_REPLICA_URL: the replica must be outside the data folder (a lost data folder would take it along)")
		}
	}
	return cfg, nil
}

// client is the Litestream replica client for the configured replica.
func (c replicationConfig) client() (litestream.ReplicaClient, error) {
	if c.localDir != "" {
		return file.NewReplicaClient(c.localDir), nil
	}
	return litestream.NewReplicaClientFromURL(c.url)
}

// filesDir is where the local replica keeps its copy of uploaded and generated files ("" for a
// remote replica: there, uploads go to PocketBase's S3 file storage).
func (c replicationConfig) filesDir() string {
	if c.localDir == "" {
		return ""
	}
	return filepath.Join(c.localDir, "files")
}

// describe names the replica without credentials, for logs and the status answer.
func (c replicationConfig) describe() string {
	switch {
	case c.off:
		return "off"
	case c.localDir != "":
		return "file://" + filepath.ToSlash(c.localDir)
	}
	parsed, err := url.Parse(c.url)
	if err != nil {
		return "(unparsable URL)"
	}
	parsed.User = nil
	parsed.RawQuery = ""
	return parsed.String()
}
