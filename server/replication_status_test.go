package main

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

// The replication status is for superusers and active managers only (docs/api.md).
func TestIsManager(t *testing.T) {
	superusers := core.NewAuthCollection(core.CollectionNameSuperusers)
	staff := core.NewAuthCollection("staff")
	users := core.NewAuthCollection("users")
	record := func(collection *core.Collection, role string, active bool) *core.Record {
		r := core.NewRecord(collection)
		r.Set("role", role)
		r.Set("active", active)
		return r
	}
	cases := []struct {
		name   string
		auth   *core.Record
		wanted bool
	}{
		{"superuser", core.NewRecord(superusers), true},
		{"active manager", record(staff, "manager", true), true},
		{"inactive manager", record(staff, "manager", false), false},
		{"agent", record(staff, "agent", true), false},
		{"customer", record(users, "manager", true), false},
		{"nobody", nil, false},
	}
	for _, c := range cases {
		if got := isManager(c.auth); got != c.wanted {
			t.Errorf("%s: isManager = %v, want %v", c.name, got, c.wanted)
		}
	}
}
