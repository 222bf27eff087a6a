// Command ferretdb runs FerretDB 1.24 from its embeddable package, on its
// SQLite backend (the embedded default) or its PostgreSQL backend. A binary
// built straight from FerretDB's own cmd/ferretdb outside its repository
// panics at start-up (build/version/version.txt is not part of the module
// zip), so the orchestrator builds this wrapper instead. The flags keep the
// names of FerretDB's own binary.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listenAddr := flag.String("listen-addr", "127.0.0.1:27017", "TCP address to listen on")
	handler := flag.String("handler", "sqlite", "backend: sqlite or postgresql")
	sqliteURL := flag.String("sqlite-url", "file:data/", "SQLite URI (a directory, with file: and a trailing slash), for --handler=sqlite")
	postgresqlURL := flag.String("postgresql-url", "", "PostgreSQL URL such as postgres://127.0.0.1:5432/ferretdb (the database must exist), for --handler=postgresql")
	logLevel := flag.String("log-level", "error", "log level: debug, info, warn or error")
	flag.Parse()

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		log.Fatalf("invalid --log-level: %v", err)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	config, err := backendConfig(*handler, *sqliteURL, *postgresqlURL)
	if err != nil {
		log.Fatal(err)
	}
	config.Listener = ferretdb.ListenerConfig{TCP: *listenAddr}
	config.Logger = logger

	db, err := ferretdb.New(config)
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	logger.Info("FerretDB listening", "addr", *listenAddr, "handler", config.Handler)
	if err := db.Run(ctx); err != nil {
		log.Fatal(err)
	}
}

// backendConfig checks the backend flags: each handler needs its own URL.
func backendConfig(handler, sqliteURL, postgresqlURL string) (*ferretdb.Config, error) {
	switch handler {
	case "sqlite":
		if sqliteURL == "" {
			return nil, fmt.Errorf("--handler=sqlite needs --sqlite-url")
		}
		return &ferretdb.Config{Handler: handler, SQLiteURL: sqliteURL}, nil
	case "postgresql":
		if postgresqlURL == "" {
			return nil, fmt.Errorf("--handler=postgresql needs --postgresql-url")
		}
		return &ferretdb.Config{Handler: handler, PostgreSQLURL: postgresqlURL}, nil
	default:
		return nil, fmt.Errorf("invalid --handler %q: sqlite or postgresql", handler)
	}
}
