package main

// GET /api/store/admin/replication (managers and superusers, docs/api.md): is data.db reaching its replica,
// how far behind it is, and when the last snapshot was written.

import (
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// isManager says whether an auth record may use the Go host's staff-only routes: superusers,
// and active managers of the `staff` collection (decision 030). Agents handle conversations and
// departures, not operations, and are refused.
func isManager(auth *core.Record) bool {
	if auth == nil {
		return false
	}
	switch auth.Collection().Name {
	case core.CollectionNameSuperusers:
		return true
	case "staff":
		return auth.GetBool("active") && auth.GetString("role") == "manager"
	}
	return false
}

func requireManager(re *core.RequestEvent) error {
	if re.Auth == nil {
		return apis.NewUnauthorizedError("The request requires staff authorization token to be set.", nil)
	}
	if !isManager(re.Auth) {
		return apis.NewForbiddenError("Only managers can perform this action.", nil)
	}
	return re.Next()
}

type replicationStatusAnswer struct {
	Enabled                 bool        `json:"enabled"`
	Replica                 string      `json:"replica"`
	SyncIntervalSeconds     float64     `json:"syncIntervalSeconds,omitempty"`
	SnapshotIntervalSeconds float64     `json:"snapshotIntervalSeconds,omitempty"`
	RetentionSeconds        float64     `json:"retentionSeconds,omitempty"`
	StartedAt               *time.Time  `json:"startedAt,omitempty"`
	LocalTXID               uint64      `json:"localTxid"`
	ReplicaTXID             uint64      `json:"replicaTxid"`
	InSync                  bool        `json:"inSync"`
	LagSeconds              float64     `json:"lagSeconds"`
	MaxLagSeconds           float64     `json:"maxLagSeconds"`
	PendingSince            *time.Time  `json:"pendingSince"`
	LastSyncAt              *time.Time  `json:"lastSyncAt"`
	LastSnapshotAt          *time.Time  `json:"lastSnapshotAt"`
	LastSnapshotTXID        uint64      `json:"lastSnapshotTxid"`
	SnapshotError           string      `json:"snapshotError,omitempty"`
	Stopped                 bool        `json:"stopped"`
	StoppedSince            *time.Time  `json:"stoppedSince"`
	Files                   filesStatus `json:"files"`
}

type filesStatus struct {
	// Mode: "local-copy" (the local replica's copy), "s3" (PocketBase's S3 file storage) or
	// "not-covered" (a remote replica with files on the local disk only).
	Mode string `json:"mode"`
	*fileCopyStatus
}

func optionalTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

func (r *replicator) answer(now time.Time) replicationStatusAnswer {
	r.mu.Lock()
	s := r.status
	var pendingSince time.Time
	if len(s.pending) > 0 {
		pendingSince = s.pending[0].seenAt
	}
	r.mu.Unlock()
	a := replicationStatusAnswer{
		Enabled:                 true,
		Replica:                 r.cfg.describe(),
		SyncIntervalSeconds:     r.cfg.syncInterval.Seconds(),
		SnapshotIntervalSeconds: r.cfg.snapshotInterval.Seconds(),
		RetentionSeconds:        r.cfg.retention.Seconds(),
		StartedAt:               optionalTime(s.startedAt),
		LocalTXID:               s.localTXID,
		ReplicaTXID:             s.replicaTXID,
		InSync:                  pendingSince.IsZero() && s.replicaTXID >= s.localTXID,
		MaxLagSeconds:           s.maxLag.Seconds(),
		PendingSince:            optionalTime(pendingSince),
		LastSyncAt:              optionalTime(r.db.LastSuccessfulSyncAt()),
		LastSnapshotAt:          optionalTime(s.lastSnapshotAt),
		LastSnapshotTXID:        s.lastSnapshotTXID,
		SnapshotError:           s.snapshotError,
		Stopped:                 !s.stoppedSince.IsZero(),
		StoppedSince:            optionalTime(s.stoppedSince),
	}
	if !pendingSince.IsZero() {
		a.LagSeconds = now.Sub(pendingSince).Seconds()
	}
	switch {
	case r.files != nil:
		copyStatus := r.files.snapshot()
		a.Files = filesStatus{Mode: "local-copy", fileCopyStatus: &copyStatus}
	case r.app.Settings().S3.Enabled:
		a.Files = filesStatus{Mode: "s3"}
	default:
		a.Files = filesStatus{Mode: "not-covered"}
	}
	return a
}

func registerReplicationStatusRoute(e *core.ServeEvent, active func() *replicator) {
	e.Router.GET("/api/store/admin/replication", func(re *core.RequestEvent) error {
		re.Response.Header().Set("Cache-Control", "no-store")
		r := active()
		if r == nil {
			return re.JSON(http.StatusOK, replicationStatusAnswer{Enabled: false, Replica: "off"})
		}
		return re.JSON(http.StatusOK, r.answer(time.Now()))
	}).BindFunc(requireManager)
}
