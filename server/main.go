// Rihla's PocketBase host program: PocketBase with the JS VM plugin (pb_hooks, pb_migrations)
// and JS migration templates. Built from source because no binary may be downloaded here;
// the self-update plugin of the upstream example is left out on purpose.
package main

import (
	"compress/gzip"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/pocketbase/dbx"

	"github.com/dop251/goja"
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
	"github.com/pocketbase/pocketbase/tools/hook"
)

func main() {
	app := pocketbase.NewWithConfig(pocketbase.Config{DBConnect: connectDB})

	var hooksDir, migrationsDir, publicDir string
	var hooksWatch, automigrate bool
	var hooksPool int
	flags := app.RootCmd.PersistentFlags()
	flags.StringVar(&hooksDir, "hooksDir", "./pb_hooks", "the directory with the JS app hooks")
	flags.BoolVar(&hooksWatch, "hooksWatch", false, "restart the app when a pb_hooks file changes")
	flags.IntVar(&hooksPool, "hooksPool", 15, "prewarmed JS runtimes for the hooks")
	flags.StringVar(&migrationsDir, "migrationsDir", "./pb_migrations", "the directory with the JS migrations")
	flags.BoolVar(&automigrate, "automigrate", false, "write a migration for every schema change made in the dashboard")
	flags.StringVar(&publicDir, "publicDir", "./dist", "the directory with the built app")
	app.RootCmd.ParseFlags(os.Args[1:])

	jsvm.MustRegister(app, jsvm.Config{
		MigrationsDir: migrationsDir,
		HooksDir:      hooksDir,
		HooksWatch:    hooksWatch,
		HooksPoolSize: hooksPool,
		// $chatRealtime: the conversations' realtime fan-out (server/chat_realtime.go);
		// $reviewPhotos: a review photo's decode and WebP re-encode (server/review_photos.go);
		// $catalogPhotos: a catalog photo's crop and re-encode into media/ (server/catalog_photos.go).
		OnInit: func(vm *goja.Runtime) {
			chatRealtimeBindings(app)(vm)
			reviewPhotoBindings(vm)
			catalogPhotoBindings(app)(vm)
		},
	})

	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangJS,
		Automigrate:  automigrate,
		Dir:          migrationsDir,
	})

	// data.db replicated with Litestream, restored into an empty data folder (server/replication*.go).
	registerReplication(app)

	// The address this server serves on, for the hooks' links when APP_URL is not set
	// (server/serve-url.go); a warning when that address only this machine can open.
	app.OnServe().BindFunc(func(e *core.ServeEvent) error {
		https, domains := false, []string(nil)
		if serve, _, err := app.RootCmd.Find([]string{"serve"}); err == nil && serve != nil {
			if value, err := serve.Flags().GetString("https"); err == nil && value != "" {
				https = true
			}
			domains = serve.Flags().Args()
		}
		url, local := serveURL(e.Server.Addr, https, domains, os.Hostname)
		os.Setenv("RIHLA_SERVE_URL", url)
		if strings.TrimSpace(os.Getenv("APP_URL")) == "" {
			// In memory, as the hooks apply APP_URL: PocketBase's own mails use it too.
			app.Settings().Meta.AppURL = url
		}
		if strings.TrimSpace(os.Getenv("APP_URL")) == "" && local {
			message := "APP_URL is not set: links in mails and payment return pages point to " + url + ", which other devices cannot open. Set APP_URL to the storefront's public address (README: Running in production)."
			fmt.Fprintln(os.Stderr, "Warning: "+message)
			app.Logger().Warn(message)
		}
		return e.Next()
	})

	// Gzip for what is not compressed yet (server/compress.go): PocketBase's dashboard and the
	// build's assets arrive compressed and pass through. Images are compressed already, and the
	// realtime stream must reach the browser as it is written.
	compress := gzipOnce(gzip.DefaultCompression)
	publicFS := os.DirFS(publicDir)
	app.OnServe().BindFunc(func(e *core.ServeEvent) error {
		e.Router.BindFunc(func(re *core.RequestEvent) error {
			path := re.Request.URL.Path
			if strings.HasPrefix(path, "/api/realtime") || strings.HasPrefix(path, "/media/") || strings.HasPrefix(path, "/img/") || strings.HasPrefix(path, "/api/files/") {
				return re.Next()
			}
			return compress(re)
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
				if !microcacheable(re.Request) {
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

	// The build's hashed assets (server/assets.go), then the built app's other files and its pages,
	// rendered by the render server (server/pages.go).
	site, err := newPages(publicFS, os.Getenv("RIHLA_RENDER_URL"), app.Logger)
	if err != nil {
		log.Fatalf("RIHLA_RENDER_URL: %v", err)
	}
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Func: func(e *core.ServeEvent) error {
			// The hooks' middlewares are bound by now: the realtime stream passes by them (server/realtime_stream.go).
			passRealtimeStream(e.Router.Middlewares, jsMiddlewaresOffTheStream)
			e.Router.GET(assetsPrefix+"{path...}", func(re *core.RequestEvent) error {
				serveAsset(publicFS, re.Response, re.Request)
				return nil
			})
			// The image proxy (server/image_proxy.go, decision 068). Its answers are not written
			// to the request log: one page asks for dozens, and a log row costs more than a cached one.
			images := newImageProxy(app.DataDir())
			e.Router.GET("/img/{path...}", func(re *core.RequestEvent) error {
				re.Set(skipSuccessActivityLogKey, true)
				images.serve(re.Response, re.Request, re.Request.PathValue("path"))
				return nil
			})
			e.Router.GET("/{path...}", site.serve)
			return e.Next()
		},
		Priority: 999,
	})

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}

// skipSuccessActivityLogKey is the event key of apis.SkipSuccessActivityLog (unexported there;
// a test checks it is still the one).
const skipSuccessActivityLogKey = "__skipSuccessActivityLogger"
