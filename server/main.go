// Rihla's PocketBase host program: PocketBase with the JS VM plugin (pb_hooks, pb_migrations)
// and JS migration templates. Built from source because no binary may be downloaded here;
// the self-update plugin of the upstream example is left out on purpose.
package main

import (
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"

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
	})

	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangJS,
		Automigrate:  automigrate,
		Dir:          migrationsDir,
	})

	// Text compresses three to five times (the app's JavaScript, CSS and HTML, the API's JSON):
	// gzip it for phones on slow connections. Images are compressed already, and the realtime
	// stream must reach the browser as it is written.
	gzip := apis.Gzip()
	app.OnServe().BindFunc(func(e *core.ServeEvent) error {
		e.Router.BindFunc(func(re *core.RequestEvent) error {
			path := re.Request.URL.Path
			if strings.HasPrefix(path, "/api/realtime") || strings.HasPrefix(path, "/media/") || strings.HasPrefix(path, "/api/files/") {
				return re.Next()
			}
			return gzip.Func(re)
		})
		return e.Next()
	})

	// The built app, unless a hook already claimed the catch-all route (hooks may serve
	// server-rendered metadata for some pages).
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Func: func(e *core.ServeEvent) error {
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
