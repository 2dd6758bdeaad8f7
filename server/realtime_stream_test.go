package main

import (
	"net/http/httptest"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

func TestRealtimeStreamPassesByTheNamedMiddlewaresOnly(t *testing.T) {
	ran := map[string]int{}
	named := &hook.Handler[*core.RequestEvent]{Id: "rihlaSecurityHeaders", Func: func(re *core.RequestEvent) error { ran["named"]++; return re.Next() }}
	other := &hook.Handler[*core.RequestEvent]{Id: "somethingElse", Func: func(re *core.RequestEvent) error { ran["other"]++; return re.Next() }}
	if wrapped := passRealtimeStream([]*hook.Handler[*core.RequestEvent]{named, other, nil}, jsMiddlewaresOffTheStream); wrapped != 1 {
		t.Fatalf("wrapped %d middlewares, want 1", wrapped)
	}
	run := func(method, path string) {
		h := hook.Hook[*core.RequestEvent]{}
		h.Bind(named)
		h.Bind(other)
		event := &core.RequestEvent{}
		event.Request = httptest.NewRequest(method, path, nil)
		if err := h.Trigger(event, func(*core.RequestEvent) error { return nil }); err != nil {
			t.Fatal(err)
		}
	}
	run("GET", "/api/realtime")
	if ran["named"] != 0 || ran["other"] != 1 {
		t.Fatalf("on the stream: %v", ran)
	}
	run("POST", "/api/realtime")
	run("GET", "/api/realtime/x")
	run("GET", "/")
	if ran["named"] != 3 || ran["other"] != 4 {
		t.Fatalf("elsewhere: %v", ran)
	}
}
