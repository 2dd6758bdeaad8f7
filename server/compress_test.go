package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

const page = "<!doctype html><title>Rihla</title><p>" + "مرحبًا بكم في رحلة — welcome to Rihla. "

// testRouter is the host's middleware order in miniature: gzipOnce for everything, PocketBase's
// own gzip on the dashboard group (as apis/serve.go binds it), and answers of each kind.
func testRouter(t *testing.T) http.Handler {
	t.Helper()
	r := router.NewRouter(func(w http.ResponseWriter, req *http.Request) (*core.RequestEvent, router.EventCleanupFunc) {
		event := new(core.RequestEvent)
		event.Response = w
		event.Request = req
		return event, nil
	})
	r.BindFunc(gzipOnce(gzip.DefaultCompression))
	body := strings.Repeat(page, 40)
	r.GET("/_/{path...}", func(e *core.RequestEvent) error {
		e.Response.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, err := io.WriteString(e.Response, body)
		return err
	}).Bind(apis.Gzip())
	r.GET("/plain", func(e *core.RequestEvent) error {
		return e.HTML(http.StatusOK, body)
	})
	r.GET("/sniffed", func(e *core.RequestEvent) error {
		_, err := io.WriteString(e.Response, body)
		return err
	})
	r.GET("/precompressed", func(e *core.RequestEvent) error {
		zipped := gzipped(t, body)
		e.Response.Header().Set("Content-Type", "text/javascript")
		e.Response.Header().Set("Content-Encoding", "gzip")
		e.Response.Header().Set("Content-Length", strconv.Itoa(len(zipped)))
		e.Response.WriteHeader(http.StatusOK)
		_, err := e.Response.Write(zipped)
		return err
	})
	r.GET("/image", func(e *core.RequestEvent) error {
		e.Response.Header().Set("Content-Type", "image/webp")
		_, err := e.Response.Write([]byte("RIFF....WEBPVP8 " + body))
		return err
	})
	r.GET("/short", func(e *core.RequestEvent) error {
		return e.JSON(http.StatusOK, map[string]string{"message": "API is healthy."})
	})
	r.GET("/stream", func(e *core.RequestEvent) error {
		e.Response.Header().Set("Content-Type", "text/plain; charset=utf-8")
		io.WriteString(e.Response, "first line\n")
		e.Flush()
		_, err := io.WriteString(e.Response, "second line\n")
		return err
	})
	r.GET("/redirect", func(e *core.RequestEvent) error {
		return e.Redirect(http.StatusSeeOther, "/plain")
	})
	r.GET("/not-modified", func(e *core.RequestEvent) error {
		return e.NoContent(http.StatusNotModified)
	})
	mux, err := r.BuildMux()
	if err != nil {
		t.Fatal(err)
	}
	return mux
}

func request(t *testing.T, handler http.Handler, method, target, acceptEncoding string) *httptest.ResponseRecorder {
	t.Helper()
	w := httptest.NewRecorder()
	r := httptest.NewRequest(method, target, nil)
	if acceptEncoding != "" {
		r.Header.Set("Accept-Encoding", acceptEncoding)
	}
	handler.ServeHTTP(w, r)
	return w
}

// decodedOnce is the body after undoing its Content-Encoding once.
func decodedOnce(t *testing.T, w *httptest.ResponseRecorder) []byte {
	t.Helper()
	if w.Header().Get("Content-Encoding") != "gzip" {
		return w.Body.Bytes()
	}
	reader, err := gzip.NewReader(bytes.NewReader(w.Body.Bytes()))
	if err != nil {
		t.Fatalf("Content-Encoding gzip but the body is not gzip: %v", err)
	}
	plain, err := io.ReadAll(reader)
	if err != nil {
		t.Fatal(err)
	}
	return plain
}

func isGzip(body []byte) bool {
	return len(body) >= 2 && body[0] == 0x1f && body[1] == 0x8b
}

func TestDashboardCompressedByPocketBaseIsNotCompressedAgain(t *testing.T) {
	w := request(t, testRouter(t), http.MethodGet, "/_/", "gzip, deflate, br")
	if w.Header().Get("Content-Encoding") != "gzip" {
		t.Fatalf("Content-Encoding %q, want gzip", w.Header().Get("Content-Encoding"))
	}
	plain := decodedOnce(t, w)
	if isGzip(plain) {
		t.Fatal("the dashboard was compressed twice: one gunzip gives another gzip stream")
	}
	if !strings.HasPrefix(string(plain), "<!doctype html>") {
		t.Fatalf("unexpected body %q", string(plain[:min(len(plain), 40)]))
	}
	if got := w.Header().Values("Vary"); len(got) != 1 {
		t.Fatalf("Vary %q, want Accept-Encoding once", got)
	}
}

func TestAnswersNotYetCompressedAreGzippedOnce(t *testing.T) {
	handler := testRouter(t)
	for _, target := range []string{"/plain", "/sniffed"} {
		w := request(t, handler, http.MethodGet, target, "gzip")
		if w.Header().Get("Content-Encoding") != "gzip" {
			t.Fatalf("%s: Content-Encoding %q, want gzip", target, w.Header().Get("Content-Encoding"))
		}
		if w.Header().Get("Content-Length") != "" {
			t.Fatalf("%s: a stale Content-Length stayed on a compressed body", target)
		}
		plain := decodedOnce(t, w)
		if isGzip(plain) || !strings.HasPrefix(string(plain), "<!doctype html>") {
			t.Fatalf("%s: body not decoded by one gunzip", target)
		}
		if !strings.HasPrefix(w.Header().Get("Content-Type"), "text/html") {
			t.Fatalf("%s: Content-Type %q (sniffed from the compressed bytes?)", target, w.Header().Get("Content-Type"))
		}
	}
}

func TestPrecompressedAnswerPassesThroughWithItsLength(t *testing.T) {
	w := request(t, testRouter(t), http.MethodGet, "/precompressed", "gzip")
	plain := decodedOnce(t, w)
	if isGzip(plain) || !strings.HasPrefix(string(plain), "<!doctype html>") {
		t.Fatal("a precompressed answer was compressed again")
	}
}

func TestPlainAnswersForClientsWithoutGzipAndForImages(t *testing.T) {
	handler := testRouter(t)
	if w := request(t, handler, http.MethodGet, "/plain", ""); w.Header().Get("Content-Encoding") != "" || !strings.HasPrefix(w.Body.String(), "<!doctype html>") {
		t.Fatal("compressed for a client that does not take gzip")
	}
	if w := request(t, handler, http.MethodGet, "/plain", "gzip;q=0, identity"); w.Header().Get("Content-Encoding") != "" {
		t.Fatal("compressed although gzip was refused with q=0")
	}
	if w := request(t, handler, http.MethodGet, "/image", "gzip"); w.Header().Get("Content-Encoding") != "" {
		t.Fatal("an image was gzipped")
	}
}

func TestAnswersWithoutBodyKeepTheirStatusAndNoEncoding(t *testing.T) {
	handler := testRouter(t)
	w := request(t, handler, http.MethodGet, "/not-modified", "gzip")
	if w.Code != http.StatusNotModified || w.Header().Get("Content-Encoding") != "" || w.Body.Len() != 0 {
		t.Fatalf("304: status %d, encoding %q, %d bytes", w.Code, w.Header().Get("Content-Encoding"), w.Body.Len())
	}
	w = request(t, handler, http.MethodGet, "/redirect", "gzip")
	if w.Code != http.StatusSeeOther || w.Header().Get("Location") != "/plain" {
		t.Fatalf("redirect: status %d, Location %q", w.Code, w.Header().Get("Location"))
	}
	if w.Header().Get("Content-Encoding") == "gzip" {
		decodedOnce(t, w)
	}
	w = request(t, handler, http.MethodHead, "/plain", "gzip")
	if w.Header().Get("Content-Encoding") != "" {
		t.Fatal("a HEAD answer claims gzip")
	}
}

func TestShortAnswersStayPlain(t *testing.T) {
	w := request(t, testRouter(t), http.MethodGet, "/short", "gzip")
	if w.Header().Get("Content-Encoding") != "" || !strings.Contains(w.Body.String(), "API is healthy.") {
		t.Fatalf("a short answer was compressed: %q", w.Header().Get("Content-Encoding"))
	}
	if !strings.HasPrefix(w.Header().Get("Content-Type"), "application/json") {
		t.Fatalf("Content-Type %q", w.Header().Get("Content-Type"))
	}
}

func TestAFlushedAnswerIsCompressedAsItGoes(t *testing.T) {
	w := request(t, testRouter(t), http.MethodGet, "/stream", "gzip")
	if w.Header().Get("Content-Encoding") != "gzip" || string(decodedOnce(t, w)) != "first line\nsecond line\n" {
		t.Fatalf("streamed answer: encoding %q", w.Header().Get("Content-Encoding"))
	}
}
