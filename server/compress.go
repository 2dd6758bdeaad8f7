package main

import (
	"compress/gzip"
	"net/http"
	"strings"
	"sync"

	"github.com/pocketbase/pocketbase/core"
)

// Text compresses three to five times (the app's JavaScript, CSS and HTML, the API's JSON), so
// answers are gzipped for phones on slow connections — but never twice. PocketBase gzips its
// dashboard (/_/) itself and the build's assets go out as the build compressed them
// (server/assets.go); an answer that already carries a Content-Encoding when its headers are
// written passes through untouched. Deciding on the answer, not on its path, keeps this true
// for whatever PocketBase or a hook compresses next.

// gzipOnce is the router middleware: it compresses what is not compressed yet, for requests
// that take gzip.
func gzipOnce(level int) func(*core.RequestEvent) error {
	writers := sync.Pool{New: func() any {
		w, _ := gzip.NewWriterLevel(nil, level)
		return w
	}}
	return func(re *core.RequestEvent) error {
		if !acceptsGzip(re.Request) || re.Request.Method == http.MethodHead {
			return re.Next()
		}
		original := re.Response
		w := &gzipOnceWriter{ResponseWriter: original, writers: &writers}
		re.Response = w
		err := re.Next()
		if err != nil && !w.started && len(w.pending) == 0 {
			// Nothing is written yet: the error handler answers through the plain writer.
			re.Response = original
			return err
		}
		w.finish()
		return err
	}
}

// minGzipLength: a shorter body is sent as it is (gzip's own framing would make it longer).
const minGzipLength = 256

// gzipOnceWriter holds the status and the first bytes of the body until the headers are final
// and it is known whether the body is worth compressing: then it either compresses the body or
// passes it through as it comes.
type gzipOnceWriter struct {
	http.ResponseWriter
	writers *sync.Pool
	gz      *gzip.Writer
	status  int
	pending []byte
	started bool
}

func (w *gzipOnceWriter) WriteHeader(status int) {
	if w.started {
		return
	}
	if status >= 100 && status < 200 && status != http.StatusSwitchingProtocols {
		w.ResponseWriter.WriteHeader(status)
		return
	}
	w.status = status
}

func (w *gzipOnceWriter) Write(b []byte) (int, error) {
	if !w.started {
		w.pending = append(w.pending, b...)
		// An answer encoded already is passed on at once; another waits for enough bytes to decide.
		if len(w.pending) < minGzipLength && w.Header().Get("Content-Encoding") == "" {
			return len(b), nil
		}
		return len(b), w.start(false)
	}
	if w.gz != nil {
		return w.gz.Write(b)
	}
	return w.ResponseWriter.Write(b)
}

// Flush sends what is written so far (a streamed answer must reach the browser as written).
func (w *gzipOnceWriter) Flush() {
	if !w.started {
		_ = w.start(true)
	}
	if w.gz != nil {
		_ = w.gz.Flush()
	}
	_ = http.NewResponseController(w.ResponseWriter).Flush()
}

// Unwrap lets PocketBase's router see through to the writer that tracks the status.
func (w *gzipOnceWriter) Unwrap() http.ResponseWriter {
	return w.ResponseWriter
}

// start writes the headers and what is held of the body, compressing it unless it is encoded
// already, too short (unless a flush asks for it now) or of a type that gains nothing.
func (w *gzipOnceWriter) start(flushing bool) error {
	w.started = true
	if w.status == 0 {
		w.status = http.StatusOK
	}
	header := w.Header()
	if header.Get("Content-Type") == "" && header.Get("Content-Encoding") == "" && len(w.pending) > 0 {
		// Sniffed here, on the plain bytes: net/http would sniff the compressed ones.
		header.Set("Content-Type", http.DetectContentType(w.pending))
	}
	long := len(w.pending) >= minGzipLength || (flushing && len(w.pending) > 0)
	if long && shouldGzip(w.status, header) {
		header.Set("Content-Encoding", "gzip")
		header.Del("Content-Length")
		addVary(header, "Accept-Encoding")
		gz := w.writers.Get().(*gzip.Writer)
		gz.Reset(w.ResponseWriter)
		w.gz = gz
	}
	w.ResponseWriter.WriteHeader(w.status)
	pending := w.pending
	w.pending = nil
	if len(pending) == 0 {
		return nil
	}
	var err error
	if w.gz != nil {
		_, err = w.gz.Write(pending)
	} else {
		_, err = w.ResponseWriter.Write(pending)
	}
	return err
}

// finish writes what is still held (a short body, or only a status) and ends the gzip stream.
func (w *gzipOnceWriter) finish() {
	if !w.started {
		if w.status == 0 && len(w.pending) == 0 {
			return
		}
		_ = w.start(false)
	}
	if w.gz != nil {
		_ = w.gz.Close()
		w.gz.Reset(nil)
		w.writers.Put(w.gz)
		w.gz = nil
	}
}

// shouldGzip: an answer with a body that is not encoded yet and whose type compresses.
func shouldGzip(status int, header http.Header) bool {
	if status == http.StatusNoContent || status == http.StatusNotModified || header.Get("Content-Encoding") != "" {
		return false
	}
	return compressibleType(header.Get("Content-Type"))
}

// compressibleType: images (but SVG), audio, video, fonts already compressed, archives and the
// realtime event stream are sent as they are.
func compressibleType(contentType string) bool {
	kind := strings.ToLower(strings.TrimSpace(strings.SplitN(contentType, ";", 2)[0]))
	switch {
	case kind == "image/svg+xml":
		return true
	case strings.HasPrefix(kind, "image/"), strings.HasPrefix(kind, "audio/"), strings.HasPrefix(kind, "video/"):
		return false
	case kind == "font/woff2", kind == "font/woff", kind == "application/zip", kind == "application/gzip", kind == "application/x-gzip", kind == "text/event-stream":
		return false
	}
	return true
}

// addVary adds a field to Vary unless it is listed already.
func addVary(header http.Header, field string) {
	for _, value := range header.Values("Vary") {
		for _, listed := range strings.Split(value, ",") {
			if strings.EqualFold(strings.TrimSpace(listed), field) {
				return
			}
		}
	}
	header.Add("Vary", field)
}
