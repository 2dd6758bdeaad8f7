package main

import (
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync/atomic"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// GET /{path...}: what the API, the dashboard, the hooks' own routes (/pay/, /media/, the sitemap)
// and /assets/ leave. A file of the built app is served as it is; any other path is a page, which
// the render server (the Node process that supervises this one, scripts/lib/render-server.mjs)
// renders with React from the app's own components (decision 028). Without a render server, or
// when it cannot answer, the app shell (index.html) goes out and the browser renders the page.

type pages struct {
	publicFS fs.FS
	static   func(*core.RequestEvent) error
	render   *httputil.ReverseProxy
	warned   atomic.Bool
	logger   func() *slog.Logger
}

// publicFile is the file of the built app a request path names, or "" (directories, dot-files
// and invalid paths are never files).
func publicFile(fsys fs.FS, requestPath string) string {
	name := strings.TrimPrefix(requestPath, "/")
	if name == "" || strings.HasSuffix(name, "/") || !fs.ValidPath(name) {
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

// publicFileCacheControl: the service worker, its registration, the web app manifests and HTML
// are checked on every use (a new build must reach the browser); other files (icons, boot
// scripts) for an hour. Hashed /assets/ files are server/assets.go's.
func publicFileCacheControl(name string) string {
	base := name[strings.LastIndex(name, "/")+1:]
	if strings.HasSuffix(base, ".html") || strings.HasSuffix(base, ".webmanifest") || base == "sw.js" || base == "registerSW.js" || base == "version.json" {
		return "no-cache"
	}
	return "public, max-age=3600"
}

func newPages(publicFS fs.FS, renderURL string, logger func() *slog.Logger) (*pages, error) {
	p := &pages{publicFS: publicFS, static: apis.Static(publicFS, false), logger: logger}
	if renderURL == "" {
		return p, nil
	}
	target, err := url.Parse(renderURL)
	if err != nil {
		return nil, err
	}
	p.render = &httputil.ReverseProxy{
		Rewrite: func(r *httputil.ProxyRequest) {
			r.SetURL(target)
			// The render server answers in plain text; this host compresses.
			r.Out.Header.Del("Accept-Encoding")
		},
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			p.logger().Warn("the render server did not answer; the app shell went out instead", "path", r.URL.Path, "error", err.Error())
			p.serveShell(w, r)
		},
	}
	return p, nil
}

// serveShell answers with the built index.html, which the browser renders itself.
func (p *pages) serveShell(w http.ResponseWriter, r *http.Request) {
	body, err := fs.ReadFile(p.publicFS, "index.html")
	if err != nil {
		http.Error(w, "The app is not built.", http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}

func (p *pages) serve(re *core.RequestEvent) error {
	w, r := re.Response, re.Request
	path := r.URL.Path
	if path == "/api" || strings.HasPrefix(path, "/api/") || path == "/_" || strings.HasPrefix(path, "/_/") {
		// Left to PocketBase: its own JSON 404 for an API path no route takes.
		return apis.NewNotFoundError("", nil)
	}
	if name := publicFile(p.publicFS, path); name != "" {
		if name == "index.html" {
			// The app shell itself, which the service worker keeps for offline and repeat visits
			// (a file server would redirect it to "/", which is a rendered page).
			p.serveShell(w, r)
			return nil
		}
		w.Header().Set("Cache-Control", publicFileCacheControl(name))
		return p.static(re)
	}
	if p.render == nil {
		if !p.warned.Swap(true) {
			p.logger().Warn("no render server (RIHLA_RENDER_URL): pages go out as the app shell, rendered in the browser")
		}
		p.serveShell(w, r)
		return nil
	}
	p.render.ServeHTTP(w, r)
	return nil
}
