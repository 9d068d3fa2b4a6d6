CREATE TABLE "import_job_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"cnpj" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"company_id" integer,
	"updated_at" timestamp with time zone,
	CONSTRAINT "import_job_rows_state_check" CHECK ("import_job_rows"."state" in ('pending', 'success', 'error'))
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"assign_to_user" boolean NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"success" integer DEFAULT 0 NOT NULL,
	"error" integer DEFAULT 0 NOT NULL,
	"worker_id" text,
	"lease_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_jobs_status_check" CHECK ("import_jobs"."status" in ('running', 'done', 'cancelled', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "import_job_rows" ADD CONSTRAINT "import_job_rows_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_job_rows" ADD CONSTRAINT "import_job_rows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_job_rows_job_row_key" ON "import_job_rows" USING btree ("job_id","row_number");--> statement-breakpoint
CREATE INDEX "import_job_rows_job_state_idx" ON "import_job_rows" USING btree ("job_id","state");--> statement-breakpoint
CREATE INDEX "import_jobs_client_created_idx" ON "import_jobs" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "import_jobs_status_lease_idx" ON "import_jobs" USING btree ("status","lease_expires_at");