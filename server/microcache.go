package main

// A shared cache, one second long, for the API's public answers (the catalog's search,
// suggestions and availability, redirects, settings). Under load the same few questions arrive
// many times a second; while the database has not changed, the answer computed for the first of
// them is the answer to all. Which answers: a GET under /api/ that its handler marks
// `Cache-Control: public` — the handler says it may be shared, as it would to any shared cache,
// and nothing else decides. An answer is used only at the database version it was computed at;
// a question already being answered is waited for instead of computed again (singleflight), or,
// when only its second is over, answered with the previous answer meanwhile. Decision 014.

import (
	"bytes"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/singleflight"
)

// microcacheable: the requests the cache may answer — reads of the API, but the realtime stream.
// Whether an answer is kept is its handler's to say (Cache-Control: public, see sharedCacheable).
func microcacheable(r *http.Request) bool {
	path := r.URL.Path
	return r.Method == http.MethodGet && strings.HasPrefix(path, "/api/") && !strings.HasPrefix(path, "/api/realtime")
}

// microcache holds recent answers by question, each tagged with the database version and the
// moment it expires.
type microcache struct {
	ttl        time.Duration
	maxEntries int
	maxBody    int
	waitLimit  time.Duration
	now        func() time.Time

	mu      sync.Mutex
	entries map[string]*cachedAnswer
	flights singleflight.Group
}

type cachedAnswer struct {
	version int64
	expires time.Time
	status  int
	header  http.Header
	body    []byte
	// Set by the one request that computes the next answer once this one has expired; the others
	// are answered with this one meanwhile.
	refreshing atomic.Bool
}

func newMicrocache(ttl time.Duration, maxEntries, maxBody int) *microcache {
	return &microcache{
		ttl:        ttl,
		maxEntries: maxEntries,
		maxBody:    maxBody,
		waitLimit:  5 * time.Second,
		now:        time.Now,
		entries:    map[string]*cachedAnswer{},
	}
}

// microcacheKey is everything of a request that its answer may depend on besides the database:
// the path and query, the language asked for, gzip or not, and whether it came over HTTPS
// (the security headers differ).
func microcacheKey(r *http.Request) string {
	gzip := strings.Contains(r.Header.Get("Accept-Encoding"), "gzip")
	return strings.Join([]string{
		r.URL.Path + "?" + r.URL.RawQuery,
		r.Header.Get("Accept-Language"),
		strconv.FormatBool(gzip),
		strconv.FormatBool(r.TLS != nil),
		r.Header.Get("X-Forwarded-Proto"),
	}, "\x00")
}

// lookup is the answer to key computed at version, or nil, and whether it has not expired yet.
func (c *microcache) lookup(key string, version int64) (answer *cachedAnswer, fresh bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	answer = c.entries[key]
	if answer == nil || answer.version != version {
		return nil, false
	}
	return answer, c.now().Before(answer.expires)
}

func (c *microcache) store(key string, answer *cachedAnswer) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.entries[key]; !ok && len(c.entries) >= c.maxEntries {
		now := c.now()
		for name, entry := range c.entries {
			if !now.Before(entry.expires) {
				delete(c.entries, name)
			}
		}
		// Still full of live answers: make room by dropping any one (map order is random).
		for name := range c.entries {
			if len(c.entries) < c.maxEntries {
				break
			}
			delete(c.entries, name)
		}
	}
	c.entries[key] = answer
}

// serve answers r from the cache when it can (replayed), otherwise through next (which writes
// to the writer it is given), keeping a cacheable answer for the next request at the same version.
func (c *microcache) serve(w http.ResponseWriter, r *http.Request, version int64, next func(http.ResponseWriter) error) (replayed bool, err error) {
	key := microcacheKey(r)
	if asksForFreshAnswer(r) {
		return false, c.compute(w, key, version, next)
	}
	answer, fresh := c.lookup(key, version)
	if fresh {
		answer.replay(w, "hit")
		return true, nil
	}
	if answer != nil {
		// Expired, but the database is as it was: the first request to see it computes the next
		// answer, and the previous one serves the others meanwhile (only time can have changed it).
		if !answer.refreshing.CompareAndSwap(false, true) {
			answer.replay(w, "stale")
			return true, nil
		}
		// Nothing kept from this computation (an error, a private answer): the next request tries.
		defer answer.refreshing.Store(false)
	}
	// One computation per question at a time: the first request computes it, writing to its own
	// client; those that come meanwhile wait for it and replay what it kept. The computation runs
	// in singleflight's goroutine, so this request and that goroutine claim its writer: whichever
	// comes first writes the answer, and the request never returns while its computation still
	// writes (net/http gives a finished response's buffer to the next one, so a late write lands
	// in another client's answer).
	var claimed atomic.Bool
	computing := make(chan struct{})
	result := c.flights.DoChan(key, func() (any, error) {
		if !claimed.CompareAndSwap(false, true) {
			return nil, errAnsweredAlone
		}
		close(computing)
		return nil, c.compute(w, key, version, next)
	})
	timer := time.NewTimer(c.waitLimit)
	defer timer.Stop()
	select {
	case <-computing:
		return false, (<-result).Err
	case <-result:
		select {
		case <-computing: // this request's own computation, finished already
			return false, nil
		default:
		}
		if answer, _ := c.lookup(key, version); answer != nil {
			answer.replay(w, "hit")
			return true, nil
		}
	case <-timer.C:
	case <-r.Context().Done():
	}
	if !claimed.CompareAndSwap(false, true) {
		// This request's own computation has begun: it is the answer, and it is waited for.
		return false, (<-result).Err
	}
	// The other computation kept nothing for this version, or took too long: answer anew.
	w.Header().Set("X-Rihla-Cache", "miss")
	return false, next(w)
}

// errAnsweredAlone: a computation that found its request already answering by itself (its client
// left, or the wait ran out, before the computation started); it writes nothing.
var errAnsweredAlone = errors.New("microcache: the request answered by itself")

// compute answers through next and keeps the answer when it may be shared.
func (c *microcache) compute(w http.ResponseWriter, key string, version int64, next func(http.ResponseWriter) error) error {
	w.Header().Set("X-Rihla-Cache", "miss")
	recorder := &answerRecorder{ResponseWriter: w, limit: c.maxBody}
	err := next(recorder)
	if err == nil {
		if answer := recorder.answer(version, c.now().Add(c.ttl)); answer != nil {
			c.store(key, answer)
		}
	}
	return err
}

// asksForFreshAnswer: a request with `Cache-Control: no-cache` (or `Pragma: no-cache`) is
// answered anew, as a shared cache must (RFC 9111 §5.2.1.4); the benchmark measures the
// computation this way.
func asksForFreshAnswer(r *http.Request) bool {
	for _, directive := range strings.Split(strings.ToLower(r.Header.Get("Cache-Control")), ",") {
		if name := strings.TrimSpace(strings.SplitN(directive, "=", 2)[0]); name == "no-cache" || name == "no-store" {
			return true
		}
	}
	return strings.Contains(strings.ToLower(r.Header.Get("Pragma")), "no-cache")
}

// replay writes a kept answer: its status, its headers as they were (security headers, type,
// encoding, caching) and its body.
func (a *cachedAnswer) replay(w http.ResponseWriter, state string) {
	header := w.Header()
	for name, values := range a.header {
		header[name] = values
	}
	header.Set("X-Rihla-Cache", state)
	header.Set("Content-Length", strconv.Itoa(len(a.body)))
	w.WriteHeader(a.status)
	_, _ = w.Write(a.body)
}

// answerRecorder passes an answer through to the client and keeps a copy of it.
type answerRecorder struct {
	http.ResponseWriter
	limit    int
	status   int
	body     bytes.Buffer
	overflow bool
}

func (rec *answerRecorder) WriteHeader(status int) {
	if rec.status == 0 {
		rec.status = status
	}
	rec.ResponseWriter.WriteHeader(status)
}

func (rec *answerRecorder) Write(b []byte) (int, error) {
	if rec.status == 0 {
		rec.status = http.StatusOK
	}
	if !rec.overflow {
		if rec.body.Len()+len(b) > rec.limit {
			rec.overflow = true
			rec.body = bytes.Buffer{}
		} else {
			rec.body.Write(b)
		}
	}
	return rec.ResponseWriter.Write(b)
}

func (rec *answerRecorder) Flush() {
	_ = http.NewResponseController(rec.ResponseWriter).Flush()
}

// Unwrap lets PocketBase's router see through to the writer that tracks the status.
func (rec *answerRecorder) Unwrap() http.ResponseWriter {
	return rec.ResponseWriter
}

// answer is the recorded answer when it may be shared: a complete 200 its handler marked
// public, setting no cookie; otherwise nil.
func (rec *answerRecorder) answer(version int64, expires time.Time) *cachedAnswer {
	header := rec.Header()
	if rec.status != http.StatusOK || rec.overflow || rec.body.Len() == 0 || header.Get("Set-Cookie") != "" {
		return nil
	}
	if !sharedCacheable(header.Get("Cache-Control")) {
		return nil
	}
	kept := header.Clone()
	kept.Del("Date")
	kept.Del("Content-Length")
	kept.Del("X-Rihla-Cache")
	return &cachedAnswer{version: version, expires: expires, status: rec.status, header: kept, body: bytes.Clone(rec.body.Bytes())}
}

// sharedCacheable reports whether a Cache-Control value lets a shared cache keep the answer.
func sharedCacheable(cacheControl string) bool {
	public := false
	for _, directive := range strings.Split(strings.ToLower(cacheControl), ",") {
		switch strings.TrimSpace(strings.SplitN(directive, "=", 2)[0]) {
		case "public":
			public = true
		case "private", "no-store", "no-cache":
			return false
		}
	}
	return public
}
