// Rihla's PocketBase host program: PocketBase with the JS VM plugin (pb_hooks, pb_migrations)
// and JS migration templates. Built from source because no binary may be downloaded here;
// the self-update plugin of the upstream example is left out on purpose.
package main

import (
	"context"
	"database/sql"
	"errors"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/pocketbase/dbx"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
	"github.com/pocketbase/pocketbase/tools/hook"
)

func main() {
	app := pocketbase.New()

	var hooksDir, migrationsDir, publicDir string
	var hooksWatch, automigrate, indexFallback bool
	var hooksPool int
	flags := app.RootCmd.PersistentFlags()
	flags.StringVar(&hooksDir, "hooksDir", "./pb_hooks", "the directory with the JS app hooks")
	flags.BoolVar(&hooksWatch, "hooksWatch", false, "restart the app when a pb_hooks file changes")
	flags.IntVar(&hooksPool, "hooksPool", 15, "prewarmed JS runtimes for the hooks")
	flags.StringVar(&migrationsDir, "migrationsDir", "./pb_migrations", "the directory with the JS migrations")
	flags.BoolVar(&automigrate, "automigrate", false, "write a migration for every schema change made in the dashboard")
	flags.StringVar(&publicDir, "publicDir", "./dist", "the directory with the built app")
	flags.BoolVar(&indexFallback, "indexFallback", true, "serve index.html for unknown paths (client-side routes)")
	app.RootCmd.ParseFlags(os.Args[1:])

	// Hooks that serve the app's HTML (with server-rendered metadata) read the built app from here.
	if abs, err := filepath.Abs(publicDir); err == nil {
		os.Setenv("RIHLA_PUBLIC_DIR", abs)
	}

	jsvm.MustRegister(app, jsvm.Config{
		MigrationsDir: migrationsDir,
		HooksDir:      hooksDir,
		HooksWatch:    hooksWatch,
		HooksPoolSize: hooksPool,
		// $chatRealtime: the conversations' realtime fan-out (server/chat_realtime.go).
		OnInit: chatRealtimeBindings(app),
	})

	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangJS,
		Automigrate:  automigrate,
		Dir:          migrationsDir,
	})

	// Text compresses three to five times (the app's JavaScript, CSS and HTML, the API's JSON):
	// gzip it for phones on slow connections. Images are compressed already, and the realtime
	// stream must reach the browser as it is written.
	// The build's assets that it compressed already (server/assets.go) go out as they are.
	gzip := apis.Gzip()
	publicFS := os.DirFS(publicDir)
	app.OnServe().BindFunc(func(e *core.ServeEvent) error {
		e.Router.BindFunc(func(re *core.RequestEvent) error {
			path := re.Request.URL.Path
			if strings.HasPrefix(path, "/api/realtime") || strings.HasPrefix(path, "/media/") || strings.HasPrefix(path, "/api/files/") {
				return re.Next()
			}
			if name := assetFile(publicFS, path); name != "" {
				if _, ok := precompressed(publicFS, name, re.Request); ok {
					return re.Next()
				}
			}
			return gzip.Func(re)
		})
		return e.Next()
	})

	// Public catalog answers (search, suggestions, availability) kept for a second while the
	// database is unchanged (server/microcache.go, decision 014). After the rate limiter, before
	// the gzip and the JS middleware: a kept answer is already compressed and has its headers.
	cache := newMicrocache(time.Second, 2000, 512<<10)
	version := &dataVersion{open: func() (*sql.Conn, error) {
		db, ok := app.ConcurrentDB().(*dbx.DB)
		if !ok {
			return nil, errors.New("unexpected database builder")
		}
		return db.DB().Conn(context.Background())
	}}
	app.OnServe().BindFunc(func(e *core.ServeEvent) error {
		e.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id:       "rihlaMicrocache",
			Priority: apis.DefaultBodyLimitMiddlewarePriority + 10,
			Func: func(re *core.RequestEvent) error {
				if re.Request.Method != http.MethodGet || !microcachedPath(re.Request.URL.Path) {
					return re.Next()
				}
				current, err := version.current(re.Request.Context())
				if err != nil {
					return re.Next()
				}
				replayed, err := cache.serve(re.Response, re.Request, current, func(w http.ResponseWriter) error {
					original := re.Response
					re.Response = w
					defer func() { re.Response = original }()
					return re.Next()
				})
				if replayed {
					// A replayed answer is not written to the request log: the log is SQLite rows, and
					// writing one costs more than the answer (errors and computed answers are logged).
					re.Set(skipSuccessActivityLogKey, true)
				}
				return err
			},
		})
		return e.Next()
	})

	// The build's hashed assets (server/assets.go), then the rest of the built app, unless a hook
	// already claimed the catch-all route (hooks may serve server-rendered metadata for some pages).
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Func: func(e *core.ServeEvent) error {
			// The hooks' middlewares are bound by now: the realtime stream passes by them (server/realtime_stream.go).
			passRealtimeStream(e.Router.Middlewares, jsMiddlewaresOffTheStream)
			e.Router.GET(assetsPrefix+"{path...}", func(re *core.RequestEvent) error {
				serveAsset(publicFS, re.Response, re.Request)
				return nil
			})
			if !e.Router.HasRoute(http.MethodGet, "/{path...}") {
				e.Router.GET("/{path...}", apis.Static(os.DirFS(publicDir), indexFallback))
			}
			return e.Next()
		},
		Priority: 999,
	})

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}

// microcachedPath: the catalog's public read answers (docs/api.md); everything else is never kept.
func microcachedPath(path string) bool {
	return path == "/api/store/search" || path == "/api/store/search/suggest" || strings.HasPrefix(path, "/api/store/availability/")
}

// skipSuccessActivityLogKey is the event key of apis.SkipSuccessActivityLog (unexported there;
// a test checks it is still the one).
const skipSuccessActivityLogKey = "__skipSuccessActivityLogger"
