CREATE TABLE "company_license_files" (
	"company_license_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "company_license_files_company_license_id_file_id_pk" PRIMARY KEY("company_license_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "company_licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"establishment_id" integer NOT NULL,
	"cnae_id" integer NOT NULL,
	"license_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_necessary" boolean DEFAULT true NOT NULL,
	"type" text,
	"problem" text,
	"description" text,
	"valid_until" date,
	"conditions" text,
	"note" text,
	"fee_name" text,
	"fee_amount" numeric(14, 2),
	"fee_expiration_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_tags" (
	"company_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "company_tags_company_id_tag_id_pk" PRIMARY KEY("company_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "establishment_cnaes" (
	"establishment_id" integer NOT NULL,
	"cnae_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "establishment_cnaes_establishment_id_cnae_id_pk" PRIMARY KEY("establishment_id","cnae_id")
);
--> statement-breakpoint
CREATE TABLE "establishments" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"cnpj" text NOT NULL,
	"type" text NOT NULL,
	"registration_name" text NOT NULL,
	"fantasy_name" text,
	"situation" text NOT NULL,
	"situation_reason" text,
	"situation_date" date,
	"opening_date" date,
	"legal_nature" text,
	"company_size" text,
	"share_capital" numeric(18, 2),
	"email" text,
	"phone" text,
	"street" text,
	"number" text,
	"complement" text,
	"neighborhood" text,
	"zip_code" text,
	"city_name" text,
	"state_alias" text,
	"ibge_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"primary_activity" jsonb,
	"secondary_activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qsa" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"registry_source" text NOT NULL,
	"registry_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "establishments_cnpj_check" CHECK ("establishments"."cnpj" ~ '^[0-9A-Z]{12}[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"extension" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"file_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"notification_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"company_id" integer,
	"company_license_id" integer,
	"stage" integer,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"registration_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_companies" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "user_companies_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
DROP INDEX "companies_client_id_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cnpj_root" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registry_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_license_files" ADD CONSTRAINT "company_license_files_company_license_id_company_licenses_id_fk" FOREIGN KEY ("company_license_id") REFERENCES "public"."company_licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_license_files" ADD CONSTRAINT "company_license_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_licenses" ADD CONSTRAINT "company_licenses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_licenses" ADD CONSTRAINT "company_licenses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_licenses" ADD CONSTRAINT "company_licenses_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_licenses" ADD CONSTRAINT "company_licenses_cnae_id_cnaes_id_fk" FOREIGN KEY ("cnae_id") REFERENCES "public"."cnaes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_licenses" ADD CONSTRAINT "company_licenses_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tags" ADD CONSTRAINT "company_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tags" ADD CONSTRAINT "company_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_cnaes" ADD CONSTRAINT "establishment_cnaes_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_cnaes" ADD CONSTRAINT "establishment_cnaes_cnae_id_cnaes_id_fk" FOREIGN KEY ("cnae_id") REFERENCES "public"."cnaes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_license_id_company_licenses_id_fk" FOREIGN KEY ("company_license_id") REFERENCES "public"."company_licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_license_files_file_id_idx" ON "company_license_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_licenses_row_key" ON "company_licenses" USING btree ("establishment_id","cnae_id","license_id");--> statement-breakpoint
CREATE INDEX "company_licenses_company_idx" ON "company_licenses" USING btree ("company_id","active","status");--> statement-breakpoint
CREATE INDEX "company_licenses_client_status_idx" ON "company_licenses" USING btree ("client_id","active","status");--> statement-breakpoint
CREATE INDEX "company_licenses_valid_until_idx" ON "company_licenses" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "company_licenses_license_id_idx" ON "company_licenses" USING btree ("license_id");--> statement-breakpoint
CREATE INDEX "company_licenses_cnae_id_idx" ON "company_licenses" USING btree ("cnae_id");--> statement-breakpoint
CREATE INDEX "company_tags_tag_id_idx" ON "company_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "establishment_cnaes_cnae_id_idx" ON "establishment_cnaes" USING btree ("cnae_id");--> statement-breakpoint
CREATE UNIQUE INDEX "establishments_client_cnpj_key" ON "establishments" USING btree ("client_id","cnpj");--> statement-breakpoint
CREATE INDEX "establishments_company_id_idx" ON "establishments" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "files_company_id_idx" ON "files" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "files_client_id_idx" ON "files" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_key" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "notification_reads_user_id_idx" ON "notification_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_client_created_idx" ON "notifications" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_license_stage_key" ON "notifications" USING btree ("company_license_id","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_client_tag_key" ON "tags" USING btree ("client_id",lower("tag"));--> statement-breakpoint
CREATE INDEX "user_companies_company_id_idx" ON "user_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "companies_client_name_idx" ON "companies" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "companies_client_id_idx" ON "companies" USING btree ("client_id","id");