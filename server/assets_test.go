package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/fstest"
)

func gzipped(t *testing.T, text string) []byte {
	t.Helper()
	var buf bytes.Buffer
	w := gzip.NewWriter(&buf)
	if _, err := w.Write([]byte(text)); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func assetsFS(t *testing.T) fstest.MapFS {
	return fstest.MapFS{
		"assets/app-1a2b.js":      {Data: []byte("console.log('app')")},
		"assets/app-1a2b.js.gz":   {Data: gzipped(t, "console.log('app')")},
		"assets/logo.webp":        {Data: []byte("RIFF....WEBP")},
		"assets/.hidden.js":       {Data: []byte("secret")},
		"assets/nested/chunk.css": {Data: []byte("a{}")},
		"index.html":              {Data: []byte("<!doctype html>")},
	}
}

func requestAsset(fsys fstest.MapFS, target, acceptEncoding string) *httptest.ResponseRecorder {
	w := httptest.NewRecorder()
	r := httptest.NewRequest(http.MethodGet, target, nil)
	if acceptEncoding != "" {
		r.Header.Set("Accept-Encoding", acceptEncoding)
	}
	serveAsset(fsys, w, r)
	return w
}

func TestServeAssetSendsTheBuildsGzipCopyToBrowsersThatTakeGzip(t *testing.T) {
	w := requestAsset(assetsFS(t), "/assets/app-1a2b.js", "gzip, deflate, br")
	if w.Code != http.StatusOK {
		t.Fatalf("status %d", w.Code)
	}
	if got := w.Header().Get("Content-Encoding"); got != "gzip" {
		t.Fatalf("Content-Encoding %q, want gzip", got)
	}
	reader, err := gzip.NewReader(w.Body)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(reader)
	if string(body) != "console.log('app')" {
		t.Fatalf("body %q", body)
	}
	if got := w.Header().Get("Content-Type"); got != "text/javascript; charset=utf-8" {
		t.Fatalf("Content-Type %q", got)
	}
	if got := w.Header().Get("Cache-Control"); got != "public, max-age=31536000, immutable" {
		t.Fatalf("Cache-Control %q", got)
	}
	if got := w.Header().Get("Vary"); got != "Accept-Encoding" {
		t.Fatalf("Vary %q", got)
	}
	if w.Header().Get("Content-Length") == "" || w.Header().Get("Last-Modified") != "" {
		t.Fatalf("want a Content-Length and no Last-Modified, got %v", w.Header())
	}
}

func TestServeAssetSendsThePlainFileOtherwise(t *testing.T) {
	fsys := assetsFS(t)
	for _, acceptEncoding := range []string{"", "br", "gzip;q=0", "identity"} {
		w := requestAsset(fsys, "/assets/app-1a2b.js", acceptEncoding)
		if w.Code != http.StatusOK || w.Header().Get("Content-Encoding") != "" || w.Body.String() != "console.log('app')" {
			t.Fatalf("Accept-Encoding %q: %d %v %q", acceptEncoding, w.Code, w.Header(), w.Body.String())
		}
	}
	// A file without a gzip copy (an image) is sent as it is, even to a browser that takes gzip.
	w := requestAsset(fsys, "/assets/logo.webp", "gzip")
	if w.Code != http.StatusOK || w.Header().Get("Content-Encoding") != "" || w.Header().Get("Content-Type") != "image/webp" {
		t.Fatalf("webp: %d %v", w.Code, w.Header())
	}
	if w := requestAsset(fsys, "/assets/nested/chunk.css", "gzip"); w.Code != http.StatusOK || w.Body.String() != "a{}" {
		t.Fatalf("nested css: %d %q", w.Code, w.Body.String())
	}
}

func TestServeAssetAnswersAnUncachedPlain404ForAnythingElse(t *testing.T) {
	fsys := assetsFS(t)
	for _, target := range []string{"/assets/missing-9z.js", "/assets/.hidden.js", "/assets/nested", "/assets/", "/assets/nested/../app-1a2b.js", "/index.html"} {
		w := requestAsset(fsys, target, "gzip")
		if w.Code != http.StatusNotFound || w.Header().Get("Cache-Control") != "no-store" || w.Body.String() != "Not Found" {
			t.Fatalf("%s: %d %v %q", target, w.Code, w.Header(), w.Body.String())
		}
	}
}

func TestAcceptsGzip(t *testing.T) {
	cases := map[string]bool{
		"":                        false,
		"gzip":                    true,
		"GZIP":                    true,
		"deflate, gzip;q=0.5":     true,
		"gzip;q=0":                false,
		"gzip; q=0.000, br":       false,
		"br, deflate":             false,
		"x-gzip":                  false,
		"gzip, deflate, br, zstd": true,
	}
	for header, want := range cases {
		r := httptest.NewRequest(http.MethodGet, "/assets/x.js", nil)
		r.Header.Set("Accept-Encoding", header)
		if got := acceptsGzip(r); got != want {
			t.Errorf("%q: got %v, want %v", header, got, want)
		}
	}
}
