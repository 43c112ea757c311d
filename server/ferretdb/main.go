// Command ferretdb runs FerretDB (SQLite backend) as the embedded database of
// Scheditix. It wraps FerretDB's own embeddable package, because the upstream
// command cannot be built from the module proxy (its version file is generated
// by FerretDB's release tooling and is missing from the published module).
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"net/http"
	_ "net/http/pprof"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen-addr", "127.0.0.1:27017", "TCP address to listen on")
	dataDir := flag.String("data-dir", ".data/db", "directory holding the SQLite files")
	logLevel := flag.String("log-level", "warn", "debug, info, warn or error")
	pprofAddr := flag.String("pprof-addr", "", "if set, serve Go's profiler (net/http/pprof) on this loopback address")
	flag.Parse()

	if *pprofAddr != "" {
		go func() { fmt.Fprintln(os.Stderr, "ferretdb: pprof:", http.ListenAndServe(*pprofAddr, nil)) }()
	}

	if err := run(*listen, *dataDir, *logLevel); err != nil {
		fmt.Fprintln(os.Stderr, "ferretdb:", err)
		os.Exit(1)
	}
}

func run(listen, dataDir, logLevel string) error {
	var level slog.Level
	if err := level.UnmarshalText([]byte(logLevel)); err != nil {
		return fmt.Errorf("bad -log-level: %w", err)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	abs, err := filepath.Abs(dataDir)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(abs, 0o700); err != nil {
		return err
	}

	db, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: listen},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + abs + "/",
	})
	if err != nil {
		return err
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	// The line below is what scripts wait for before they connect.
	fmt.Println("ferretdb listening on", db.MongoDBURI())
	return db.Run(ctx)
}
