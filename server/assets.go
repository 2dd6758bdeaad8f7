package main

import (
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
)

// The build's hashed files under /assets/, served here rather than by the app-shell hook: they
// need no JS runtime, and the build writes a gzip copy of each text file beside it (vite.config.ts),
// so they are not compressed again on every request. A name never changes content, so there is
// no Last-Modified to revalidate against: the browser keeps them for a year.

const assetsPrefix = "/assets/"

// assetFile is the file under fsys that a request path names, or "" when it names none a
// browser may have (outside /assets/, a directory, a dot-file, or an invalid path).
func assetFile(fsys fs.FS, requestPath string) string {
	if !strings.HasPrefix(requestPath, assetsPrefix) {
		return ""
	}
	name := strings.TrimPrefix(requestPath, "/")
	if !fs.ValidPath(name) {
		return ""
	}
	for _, segment := range strings.Split(name, "/") {
		if strings.HasPrefix(segment, ".") {
			return ""
		}
	}
	info, err := fs.Stat(fsys, name)
	if err != nil || info.IsDir() {
		return ""
	}
	return name
}

// acceptsGzip: whether the request's Accept-Encoding allows gzip (and does not refuse it with q=0).
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(coding), "gzip") {
			continue
		}
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}

// precompressed is the gzip copy the build wrote for an asset, if it has one and the request takes gzip.
func precompressed(fsys fs.FS, name string, r *http.Request) (string, bool) {
	if !acceptsGzip(r) {
		return "", false
	}
	gz := name + ".gz"
	if info, err := fs.Stat(fsys, gz); err != nil || info.IsDir() {
		return "", false
	}
	return gz, true
}

// serveAsset answers GET /assets/…: the file (its gzip copy when the browser takes gzip), cached
// for a year; a name that is not there is a plain 404 that is never cached (a newer build's
// chunk requested from an old one: the app reloads).
func serveAsset(fsys fs.FS, w http.ResponseWriter, r *http.Request) {
	name := assetFile(fsys, r.URL.Path)
	if name == "" {
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.WriteHeader(http.StatusNotFound)
		io.WriteString(w, "Not Found")
		return
	}
	served := name
	if gz, ok := precompressed(fsys, name, r); ok {
		served = gz
		w.Header().Set("Content-Encoding", "gzip")
	}
	body, err := fs.ReadFile(fsys, served)
	if err != nil {
		http.Error(w, "Not Found", http.StatusNotFound)
		return
	}
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	w.Header().Add("Vary", "Accept-Encoding")
	if contentType := mime.TypeByExtension(path.Ext(name)); contentType != "" {
		w.Header().Set("Content-Type", contentType)
	}
	// Written whole with its length (no Range answers: the files are small and fetched whole).
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}
