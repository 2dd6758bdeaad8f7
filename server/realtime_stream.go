// The realtime stream (GET /api/realtime, PocketBase's SSE) passes by the hooks' JS middlewares.
//
// A JS middleware (routerUse in pb_hooks) runs inside a JS VM from the hooks' pool and keeps it
// until its `e.next()` returns, which for an SSE connection is when the connection ends, up to
// 30 minutes later. With hundreds of connected clients the pool (15 VMs) was empty, every JS
// request built a VM of its own, and each connection kept one (≈ 0.5 MB): 1,000 clients were
// ≈ 500 MB and every chat message paid for a new VM (docs/decisions/031). The stream is an
// event-stream, never a document, so the headers those middlewares add to pages mean nothing
// on it; PocketBase's own security headers (nosniff, frame options) still apply.
package main

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// jsMiddlewaresOffTheStream: the ids of the hooks' routerUse middlewares (new Middleware(fn, 0, id))
// that the realtime stream passes by.
var jsMiddlewaresOffTheStream = []string{"rihlaSecurityHeaders"}

// isRealtimeStream: the SSE connection itself (subscribing is a POST and keeps every middleware).
func isRealtimeStream(r *http.Request) bool {
	return r.Method == http.MethodGet && r.URL.Path == "/api/realtime"
}

// passRealtimeStream wraps the middlewares with those ids so the realtime stream goes straight on.
// → how many it wrapped
func passRealtimeStream(middlewares []*hook.Handler[*core.RequestEvent], ids []string) int {
	wrapped := 0
	for _, middleware := range middlewares {
		if middleware == nil || middleware.Func == nil || !contains(ids, middleware.Id) {
			continue
		}
		inner := middleware.Func
		middleware.Func = func(re *core.RequestEvent) error {
			if isRealtimeStream(re.Request) {
				return re.Next()
			}
			return inner(re)
		}
		wrapped++
	}
	return wrapped
}

func contains(list []string, value string) bool {
	for _, item := range list {
		if item == value {
			return true
		}
	}
	return false
}
