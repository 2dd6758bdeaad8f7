package main

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pocketbase/pocketbase/core"
)

var testSite = fstest.MapFS{
	"index.html":              {Data: []byte(`<!doctype html><html><body><div id="root"></div></body></html>`)},
	"sw.js":                   {Data: []byte("self.x = 1")},
	"manifest-en.webmanifest": {Data: []byte("{}")},
	"icons/icon-192.png":      {Data: []byte("png")},
	".vite/manifest.json":     {Data: []byte("{}")},
	"assets/index-abc.js":     {Data: []byte("js")},
	"builds/latest.json":      {Data: []byte(`{"id":"x"}`)},
}

func quietLogger() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func servePage(t *testing.T, p *pages, path string) *httptest.ResponseRecorder {
	t.Helper()
	recorder := httptest.NewRecorder()
	request := httptest.NewRequest(http.MethodGet, path, nil)
	request.SetPathValue("path", strings.TrimPrefix(path, "/"))
	event := &core.RequestEvent{}
	event.Response = recorder
	event.Request = request
	if err := p.serve(event); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return recorder
}

func TestPublicFile(t *testing.T) {
	for path, want := range map[string]string{
		"/sw.js":                 "sw.js",
		"/icons/icon-192.png":    "icons/icon-192.png",
		"/index.html":            "index.html",
		"/":                      "",
		"/icons":                 "",
		"/icons/":                "",
		"/.vite/manifest.json":   "",
		"/../etc/passwd":         "",
		"/en/things-to-do":       "",
		"/experiences/some-tour": "",
	} {
		if got := publicFile(testSite, path); got != want {
			t.Errorf("publicFile(%q) = %q, want %q", path, got, want)
		}
	}
}

func TestPublicFileCacheControl(t *testing.T) {
	for name, want := range map[string]string{
		"index.html":              "no-cache",
		"sw.js":                   "no-cache",
		"manifest-en.webmanifest": "no-cache",
		"icons/icon-192.png":      "public, max-age=3600",
		"builds/latest.json":      "public, max-age=3600",
	} {
		if got := publicFileCacheControl(name); got != want {
			t.Errorf("publicFileCacheControl(%q) = %q, want %q", name, got, want)
		}
	}
}

// The service worker keeps /index.html as the app shell: it must be the shell itself, never a
// redirect to "/" (a rendered page).
func TestIndexHTMLIsTheShell(t *testing.T) {
	site, err := newPages(testSite, "", quietLogger)
	if err != nil {
		t.Fatal(err)
	}
	response := servePage(t, site, "/index.html")
	if response.Code != http.StatusOK || !strings.Contains(response.Body.String(), `<div id="root"></div>`) {
		t.Fatalf("GET /index.html: %d %q", response.Code, response.Body.String())
	}
	if got := response.Header().Get("Cache-Control"); got != "no-cache" {
		t.Errorf("Cache-Control %q", got)
	}
}

// Without a render server (or when it cannot answer) a page is the app shell, which the browser renders.
func TestPagesFallBackToTheShell(t *testing.T) {
	down := httptest.NewServer(http.NotFoundHandler())
	down.Close() // nothing listens there any more
	for _, renderURL := range []string{"", down.URL} {
		site, err := newPages(testSite, renderURL, quietLogger)
		if err != nil {
			t.Fatal(err)
		}
		response := servePage(t, site, "/en/things-to-do")
		if response.Code != http.StatusOK || !strings.Contains(response.Body.String(), `<div id="root"></div>`) {
			t.Errorf("render server %q: %d %q", renderURL, response.Code, response.Body.String())
		}
	}
}

// Pages go to the render server with their path, query and cookies, and its answer comes back as it is.
func TestPagesAreRenderedByTheRenderServer(t *testing.T) {
	renderer := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.WriteHeader(http.StatusNotFound)
		io.WriteString(w, "rendered "+r.URL.RequestURI()+" "+r.Header.Get("Cookie"))
	}))
	defer renderer.Close()
	site, err := newPages(testSite, renderer.URL, quietLogger)
	if err != nil {
		t.Fatal(err)
	}
	recorder := httptest.NewRecorder()
	request := httptest.NewRequest(http.MethodGet, "/en/no-such-page?x=1", nil)
	request.Header.Set("Cookie", "locale=en")
	request.Header.Set("Accept-Encoding", "gzip")
	event := &core.RequestEvent{}
	event.Response = recorder
	event.Request = request
	if err := site.serve(event); err != nil {
		t.Fatal(err)
	}
	if recorder.Code != http.StatusNotFound || recorder.Body.String() != "rendered /en/no-such-page?x=1 locale=en" {
		t.Errorf("%d %q", recorder.Code, recorder.Body.String())
	}
	// The API and the dashboard are never pages.
	for _, path := range []string{"/api/unknown", "/_/x"} {
		event.Request = httptest.NewRequest(http.MethodGet, path, nil)
		if err := site.serve(event); err == nil {
			t.Errorf("%s was served as a page", path)
		}
	}
}
