CREATE TABLE "activity_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"client_id" integer,
	"action" text NOT NULL,
	"action_details" text NOT NULL,
	"entity_type" text,
	"entity_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cnaes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_class" text NOT NULL,
	"code_description" text NOT NULL,
	"registration_level" text DEFAULT 'low_level' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "cnaes_code_class_check" CHECK ("cnaes"."code_class" ~ '^[0-9]{4}-[0-9]/[0-9]{2}$'),
	CONSTRAINT "cnaes_level_check" CHECK ("cnaes"."registration_level" in ('low_level', 'medium_level', 'high_level'))
);
--> statement-breakpoint
CREATE TABLE "license_cnaes" (
	"license_id" integer NOT NULL,
	"cnae_id" integer NOT NULL,
	CONSTRAINT "license_cnaes_license_id_cnae_id_pk" PRIMARY KEY("license_id","cnae_id")
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"impact" integer NOT NULL,
	"complexity" integer NOT NULL,
	"estimated_effort" integer NOT NULL,
	"estimated_bureaucratic" integer NOT NULL,
	"estimated_valid" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "licenses_impact_check" CHECK ("licenses"."impact" between 1 and 3),
	CONSTRAINT "licenses_complexity_check" CHECK ("licenses"."complexity" between 1 and 3),
	CONSTRAINT "licenses_effort_check" CHECK ("licenses"."estimated_effort" between 0 and 30),
	CONSTRAINT "licenses_bureaucratic_check" CHECK ("licenses"."estimated_bureaucratic" between 0 and 365),
	CONSTRAINT "licenses_valid_check" CHECK ("licenses"."estimated_valid" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_cnaes" ADD CONSTRAINT "license_cnaes_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_cnaes" ADD CONSTRAINT "license_cnaes_cnae_id_cnaes_id_fk" FOREIGN KEY ("cnae_id") REFERENCES "public"."cnaes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_client_created_idx" ON "activity_logs" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_user_id_idx" ON "activity_logs" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cnaes_code_class_key" ON "cnaes" USING btree ("code_class");--> statement-breakpoint
CREATE INDEX "license_cnaes_cnae_id_idx" ON "license_cnaes" USING btree ("cnae_id");--> statement-breakpoint
CREATE INDEX "login_attempts_email_created_idx" ON "login_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_created_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");