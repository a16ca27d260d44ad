CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_outcome" text,
	"last_error" text,
	"last_summary" jsonb,
	"runs" integer DEFAULT 0 NOT NULL,
	"failures_in_row" integer DEFAULT 0 NOT NULL
);
