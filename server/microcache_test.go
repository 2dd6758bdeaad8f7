package main

import (
	"context"
	"database/sql"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// handler answers like the catalog's JS handlers: a JSON body with the given Cache-Control.
func handler(calls *atomic.Int32, status int, cacheControl string, body string) func(http.ResponseWriter) error {
	return func(w http.ResponseWriter) error {
		calls.Add(1)
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Content-Security-Policy", "default-src 'self'")
		if cacheControl != "" {
			w.Header().Set("Cache-Control", cacheControl)
		}
		w.WriteHeader(status)
		_, err := w.Write([]byte(body))
		return err
	}
}

func get(t *testing.T, cache *microcache, url string, version int64, next func(http.ResponseWriter) error) *httptest.ResponseRecorder {
	t.Helper()
	w := httptest.NewRecorder()
	r := httptest.NewRequest(http.MethodGet, url, nil)
	r.Header.Set("Accept-Language", "ar")
	if _, err := cache.serve(w, r, version, next); err != nil {
		t.Fatalf("serve: %v", err)
	}
	return w
}

func TestPublicAnswerIsReplayedWithItsHeaders(t *testing.T) {
	cache := newMicrocache(time.Second, 10, 1<<20)
	var calls atomic.Int32
	next := handler(&calls, http.StatusOK, "public, max-age=60", `{"items":[1]}`)

	first := get(t, cache, "/api/store/search?q=a", 1, next)
	second := get(t, cache, "/api/store/search?q=a", 1, next)

	if calls.Load() != 1 {
		t.Fatalf("handler ran %d times, want 1", calls.Load())
	}
	if first.Header().Get("X-Rihla-Cache") != "miss" || second.Header().Get("X-Rihla-Cache") != "hit" {
		t.Fatalf("X-Rihla-Cache: %q then %q", first.Header().Get("X-Rihla-Cache"), second.Header().Get("X-Rihla-Cache"))
	}
	if second.Code != 200 || second.Body.String() != `{"items":[1]}` {
		t.Fatalf("replayed %d %q", second.Code, second.Body.String())
	}
	for _, name := range []string{"Content-Type", "Content-Security-Policy", "Cache-Control"} {
		if second.Header().Get(name) != first.Header().Get(name) {
			t.Fatalf("%s replayed as %q, was %q", name, second.Header().Get(name), first.Header().Get(name))
		}
	}
	if second.Header().Get("Content-Length") != "13" {
		t.Fatalf("Content-Length %q", second.Header().Get("Content-Length"))
	}
}

func TestAnswerIsNotUsedAfterTheDatabaseChangedOrItExpired(t *testing.T) {
	cache := newMicrocache(time.Second, 10, 1<<20)
	clock := time.Date(2026, 11, 23, 8, 0, 0, 0, time.UTC)
	cache.now = func() time.Time { return clock }
	var calls atomic.Int32
	next := handler(&calls, http.StatusOK, "public, max-age=30", `{}`)

	get(t, cache, "/api/store/availability/x", 1, next)
	get(t, cache, "/api/store/availability/x", 2, next) // a commit happened
	if calls.Load() != 2 {
		t.Fatalf("after a new version: handler ran %d times, want 2", calls.Load())
	}
	clock = clock.Add(999 * time.Millisecond)
	get(t, cache, "/api/store/availability/x", 2, next)
	if calls.Load() != 2 {
		t.Fatalf("within the second: handler ran %d times, want 2", calls.Load())
	}
	clock = clock.Add(time.Millisecond)
	get(t, cache, "/api/store/availability/x", 2, next)
	if calls.Load() != 3 {
		t.Fatalf("after the second: handler ran %d times, want 3", calls.Load())
	}
}

func TestAnExpiredAnswerServesWhileTheNextIsComputed(t *testing.T) {
	cache := newMicrocache(time.Second, 10, 1<<20)
	clock := time.Date(2026, 11, 23, 8, 0, 0, 0, time.UTC)
	var clockMu sync.Mutex
	cache.now = func() time.Time { clockMu.Lock(); defer clockMu.Unlock(); return clock }
	var calls atomic.Int32
	body := "old"
	started := make(chan struct{})
	release := make(chan struct{})
	next := func(w http.ResponseWriter) error {
		if calls.Add(1) == 2 {
			close(started)
			<-release
		}
		w.Header().Set("Cache-Control", "public")
		_, err := w.Write([]byte(body))
		return err
	}
	get(t, cache, "/api/store/availability/x", 1, next)
	clockMu.Lock()
	clock = clock.Add(2 * time.Second)
	clockMu.Unlock()
	body = "new"

	computing := make(chan *httptest.ResponseRecorder)
	go func() { computing <- get(t, cache, "/api/store/availability/x", 1, next) }()
	<-started
	meanwhile := get(t, cache, "/api/store/availability/x", 1, next)
	if meanwhile.Body.String() != "old" || meanwhile.Header().Get("X-Rihla-Cache") != "stale" {
		t.Fatalf("while computing: %q (%s), want the previous answer", meanwhile.Body.String(), meanwhile.Header().Get("X-Rihla-Cache"))
	}
	close(release)
	if first := <-computing; first.Body.String() != "new" {
		t.Fatalf("the computing request got %q", first.Body.String())
	}
	if after := get(t, cache, "/api/store/availability/x", 1, next); after.Body.String() != "new" || after.Header().Get("X-Rihla-Cache") != "hit" {
		t.Fatalf("after: %q (%s)", after.Body.String(), after.Header().Get("X-Rihla-Cache"))
	}
	// A changed database is never answered with the previous answer, expired or not.
	stale := get(t, cache, "/api/store/availability/x", 2, next)
	if stale.Header().Get("X-Rihla-Cache") != "miss" || calls.Load() != 3 {
		t.Fatalf("new version: %s after %d computations", stale.Header().Get("X-Rihla-Cache"), calls.Load())
	}
}

func TestQuestionsThatDifferAreAnsweredApart(t *testing.T) {
	cache := newMicrocache(time.Second, 10, 1<<20)
	var calls atomic.Int32
	next := handler(&calls, http.StatusOK, "public", `{}`)
	variants := []func(r *http.Request){
		func(r *http.Request) {},
		func(r *http.Request) { r.URL.RawQuery = "q=b" },
		func(r *http.Request) { r.Header.Set("Accept-Language", "en") },
		func(r *http.Request) { r.Header.Set("Accept-Encoding", "gzip") },
		func(r *http.Request) { r.Header.Set("X-Forwarded-Proto", "https") },
	}
	for _, change := range variants {
		r := httptest.NewRequest(http.MethodGet, "/api/store/search?q=a", nil)
		r.Header.Set("Accept-Language", "ar")
		change(r)
		if _, err := cache.serve(httptest.NewRecorder(), r, 1, next); err != nil {
			t.Fatal(err)
		}
	}
	if calls.Load() != int32(len(variants)) {
		t.Fatalf("handler ran %d times for %d different questions", calls.Load(), len(variants))
	}
}

func TestNoCacheRequestIsAnsweredAnewAndRefreshesTheCache(t *testing.T) {
	cache := newMicrocache(time.Second, 10, 1<<20)
	var calls atomic.Int32
	body := "first"
	next := func(w http.ResponseWriter) error {
		calls.Add(1)
		w.Header().Set("Cache-Control", "public")
		_, err := w.Write([]byte(body))
		return err
	}
	get(t, cache, "/api/store/search", 1, next)
	body = "second"
	w := httptest.NewRecorder()
	r := httptest.NewRequest(http.MethodGet, "/api/store/search", nil)
	r.Header.Set("Accept-Language", "ar")
	r.Header.Set("Cache-Control", "no-cache")
	if _, err := cache.serve(w, r, 1, next); err != nil {
		t.Fatal(err)
	}
	if calls.Load() != 2 || w.Body.String() != "second" || w.Header().Get("X-Rihla-Cache") != "miss" {
		t.Fatalf("no-cache request: handler ran %d times, body %q", calls.Load(), w.Body.String())
	}
	if after := get(t, cache, "/api/store/search", 1, next); after.Body.String() != "second" || calls.Load() != 2 {
		t.Fatalf("the fresh answer was not kept: %q after %d runs", after.Body.String(), calls.Load())
	}
}

func TestOnlySharedSuccessfulAnswersAreKept(t *testing.T) {
	cases := []struct {
		name         string
		status       int
		cacheControl string
		cookie       bool
	}{
		{"no Cache-Control", 200, "", false},
		{"private", 200, "private, max-age=60", false},
		{"no-store", 200, "no-store", false},
		{"public but no-cache", 200, "public, no-cache", false},
		{"a bad request", 400, "public, max-age=60", false},
		{"a cookie", 200, "public, max-age=60", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cache := newMicrocache(time.Second, 10, 1<<20)
			var calls atomic.Int32
			inner := handler(&calls, tc.status, tc.cacheControl, `{"x":1}`)
			next := func(w http.ResponseWriter) error {
				if tc.cookie {
					w.Header().Set("Set-Cookie", "a=b")
				}
				return inner(w)
			}
			get(t, cache, "/api/store/search", 1, next)
			second := get(t, cache, "/api/store/search", 1, next)
			if calls.Load() != 2 || second.Header().Get("X-Rihla-Cache") == "hit" {
				t.Fatalf("kept an answer it must not (handler ran %d times)", calls.Load())
			}
			if second.Code != tc.status {
				t.Fatalf("status %d, want %d", second.Code, tc.status)
			}
		})
	}
}

func TestAnswersLargerThanTheLimitAreNotKept(t *testing.T) {
	cache := newMicrocache(time.Second, 10, 4)
	var calls atomic.Int32
	next := handler(&calls, http.StatusOK, "public", `{"big":true}`)
	get(t, cache, "/api/store/search", 1, next)
	second := get(t, cache, "/api/store/search", 1, next)
	if calls.Load() != 2 || second.Body.String() != `{"big":true}` {
		t.Fatalf("handler ran %d times, body %q", calls.Load(), second.Body.String())
	}
}

func TestTheCacheHoldsAtMostMaxEntries(t *testing.T) {
	cache := newMicrocache(time.Second, 3, 1<<20)
	var calls atomic.Int32
	next := handler(&calls, http.StatusOK, "public", `{}`)
	for _, q := range []string{"a", "b", "c", "d", "e"} {
		get(t, cache, "/api/store/search?q="+q, 1, next)
	}
	if len(cache.entries) != 3 {
		t.Fatalf("%d entries, want 3", len(cache.entries))
	}
}

func TestConcurrentRequestsForOneQuestionComputeItOnce(t *testing.T) {
	cache := newMicrocache(time.Second, 10, 1<<20)
	var calls atomic.Int32
	release := make(chan struct{})
	next := func(w http.ResponseWriter) error {
		calls.Add(1)
		<-release
		w.Header().Set("Cache-Control", "public")
		_, err := w.Write([]byte("answer"))
		return err
	}
	const clients = 20
	var wg sync.WaitGroup
	bodies := make([]string, clients)
	for i := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := httptest.NewRecorder()
			_, _ = cache.serve(w, httptest.NewRequest(http.MethodGet, "/api/store/search?q=a", nil), 1, next)
			bodies[i] = w.Body.String()
		}()
	}
	time.Sleep(50 * time.Millisecond) // let every client reach the cache
	close(release)
	wg.Wait()
	if calls.Load() != 1 {
		t.Fatalf("handler ran %d times for %d simultaneous clients, want 1", calls.Load(), clients)
	}
	for i, body := range bodies {
		if body != "answer" {
			t.Fatalf("client %d got %q", i, body)
		}
	}
}

func TestSharedCacheable(t *testing.T) {
	for value, want := range map[string]bool{
		"public, max-age=60": true,
		"Public":             true,
		"max-age=60":         false,
		"public, private":    false,
		"no-store":           false,
		"":                   false,
	} {
		if got := sharedCacheable(value); got != want {
			t.Errorf("sharedCacheable(%q) = %v, want %v", value, got, want)
		}
	}
}

func TestDataVersionChangesWhenAnotherConnectionCommits(t *testing.T) {
	db, err := sql.Open("sqlite", filepath.Join(t.TempDir(), "data.db")+"?_pragma=journal_mode(WAL)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec("CREATE TABLE slots (id TEXT, reserved INTEGER)"); err != nil {
		t.Fatal(err)
	}
	version := &dataVersion{open: func() (*sql.Conn, error) { return db.Conn(context.Background()) }}
	ctx := context.Background()
	before, err := version.current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := version.current(ctx)
	if again != before {
		t.Fatalf("version moved with no write: %d → %d", before, again)
	}
	// The pool hands this write to a connection other than the one version keeps.
	if _, err := db.Exec("INSERT INTO slots VALUES ('a', 1)"); err != nil {
		t.Fatal(err)
	}
	after, err := version.current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if after == before {
		t.Fatalf("version did not change after a commit: %d", after)
	}
}

func TestTheKeyThatSkipsTheActivityLogIsPocketBases(t *testing.T) {
	event := new(core.RequestEvent)
	if err := apis.SkipSuccessActivityLog().Func(event); err != nil {
		t.Fatal(err)
	}
	if event.Get(skipSuccessActivityLogKey) != true {
		t.Fatalf("PocketBase no longer marks skipped requests with %q", skipSuccessActivityLogKey)
	}
}

func TestMicrocacheableRequests(t *testing.T) {
	for target, want := range map[string]bool{
		"GET /api/store/search?q=a":       true,
		"GET /api/store/availability/x":   true,
		"GET /api/store/redirect?path=/x": true,
		"GET /api/store/config":           true,
		"GET /api/realtime":               false,
		"POST /api/store/checkout":        false,
		"GET /en/things-to-do":            false,
		"GET /assets/index-abc.js":        false,
		"HEAD /api/store/search?q=a":      false,
	} {
		method, path, _ := strings.Cut(target, " ")
		if got := microcacheable(httptest.NewRequest(method, path, nil)); got != want {
			t.Errorf("%s: %v, want %v", target, got, want)
		}
	}
}

// guardedWriter fails the test when anything writes to it after serve returned: net/http hands a
// finished response's buffer to the next response, so such a write lands in another answer.
type guardedWriter struct {
	*httptest.ResponseRecorder
	t        *testing.T
	returned atomic.Bool
}

func (g *guardedWriter) Write(b []byte) (int, error) {
	if g.returned.Load() {
		g.t.Errorf("written after serve returned: %q", b)
	}
	return g.ResponseRecorder.Write(b)
}

// A request whose client has gone (its context is done) before its computation starts answers
// once: either its own computation writes the answer or it answers itself, never both, and
// nothing writes to it after serve returned.
func TestARequestIsAnsweredByOneComputationEvenWhenItsClientLeft(t *testing.T) {
	cache := newMicrocache(time.Second, 10, 1<<20)
	for i := 0; i < 300; i++ {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		r := httptest.NewRequest(http.MethodGet, "/api/collections/carts/records/x", nil).WithContext(ctx)
		w := &guardedWriter{ResponseRecorder: httptest.NewRecorder(), t: t}
		var computations atomic.Int32
		next := func(out http.ResponseWriter) error {
			computations.Add(1)
			time.Sleep(200 * time.Microsecond)
			out.WriteHeader(http.StatusNotFound)
			_, err := out.Write([]byte(`{"status":404}`))
			return err
		}
		_, _ = cache.serve(w, r, 1, next)
		w.returned.Store(true)
		time.Sleep(time.Millisecond) // room for a computation still running to write late
		if n := computations.Load(); n != 1 {
			t.Fatalf("round %d: the answer was computed %d times for one request", i, n)
		}
		if t.Failed() {
			return
		}
	}
}
