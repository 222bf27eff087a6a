// Command ferretdb runs FerretDB 1.24 (SQLite backend) from its embeddable
// package. A binary built straight from FerretDB's own cmd/ferretdb outside
// its repository panics at start-up (build/version/version.txt is not part of
// the module zip), so the orchestrator builds this wrapper instead.
package main

import (
	"context"
	"flag"
	"log"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listenAddr := flag.String("listen-addr", "127.0.0.1:27017", "TCP address to listen on")
	sqliteURL := flag.String("sqlite-url", "file:data/", "SQLite URI (a directory, with file: and a trailing slash)")
	logLevel := flag.String("log-level", "error", "log level: debug, info, warn or error")
	flag.Parse()

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		log.Fatalf("invalid --log-level: %v", err)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	db, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listenAddr},
		Handler:   "sqlite",
		SQLiteURL: *sqliteURL,
		Logger:    logger,
	})
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	logger.Info("FerretDB listening", "addr", *listenAddr)
	if err := db.Run(ctx); err != nil {
		log.Fatal(err)
	}
}
