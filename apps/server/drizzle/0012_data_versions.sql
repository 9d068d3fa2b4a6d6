CREATE TABLE "data_versions" (
	"account_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "data_versions_account_id_slot_pk" PRIMARY KEY("account_id","slot")
);
--> statement-breakpoint
-- Issue 27: a data version per account, kept by the database, so a signed-in GET answers 304 Not
-- Modified from one indexed read instead of running its SQL (http/conditional), and the dashboard's
-- KPIs are cached under it (dashboard/answer-cache). Statement triggers on every table a read shows
-- raise the version of each account the statement touched (0: what no account owns — groups, the
-- catalogue, staff); the app never writes it, so no write path can forget it. A statement that
-- changes no row raises nothing. A row whose parent went in the same cascade names no account: the
-- parent's own trigger raised it. What no read shows is left out: company_license_counts (moved by
-- company_licenses, which raises), job_runs, password_reset_tokens, login_attempts, rate_limit_hits.
-- No TRUNCATE trigger: only a restore truncates, and it loads the archive's versions with its rows
-- (its triggers off), so the versions still say what the rows are.
-- Each connection raises its own slot (pid modulo 8), so concurrent writers of one account seldom
-- wait on one row until the other commits; an account's version is the sum of its slots. A raise
-- takes the clock's microseconds, or one more when the clock is behind, so the version only grows
-- and an older backup restored never repeats a value an ETag was made from.
CREATE FUNCTION "raise_data_versions"(accounts integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO data_versions AS v (account_id, slot, version)
  SELECT a, (pg_backend_pid() % 8)::smallint, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint
  -- In account order, so two statements raising the same accounts lock them in the same order.
  FROM (SELECT DISTINCT a FROM unnest(accounts) a WHERE a IS NOT NULL ORDER BY 1) AS touched(a)
  ON CONFLICT (account_id, slot) DO UPDATE SET version = greatest(v.version + 1, excluded.version)
$$;--> statement-breakpoint
-- The accounts of the rows a statement added or removed: TG_ARGV[0] is the account of a row "r",
-- an expression over the transition table (a column, a parent's column, or 0).
CREATE FUNCTION "data_versions_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added integer[] := '{}';
  removed integer[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('SELECT array(SELECT DISTINCT %s FROM new_rows r)', TG_ARGV[0]) INTO added;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('SELECT array(SELECT DISTINCT %s FROM old_rows r)', TG_ARGV[0]) INTO removed;
  END IF;
  PERFORM raise_data_versions(added || removed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "groups_data_version_insert" AFTER INSERT ON "groups"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('0');--> statement-breakpoint
CREATE TRIGGER "groups_data_version_update" AFTER UPDATE ON "groups"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('0');--> statement-breakpoint
CREATE TRIGGER "groups_data_version_delete" AFTER DELETE ON "groups"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('0');
--> statement-breakpoint
CREATE TRIGGER "cnaes_data_version_insert" AFTER INSERT ON "cnaes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('0');--> statement-breakpoint
CREATE TRIGGER "cnaes_data_version_update" AFTER UPDATE ON "cnaes"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('0');--> statement-breakpoint
CREATE TRIGGER "cnaes_data_version_delete" AFTER DELETE ON "cnaes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('0');
--> statement-breakpoint
CREATE TRIGGER "licenses_data_version_insert" AFTER INSERT ON "licenses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('0');--> statement-breakpoint
CREATE TRIGGER "licenses_data_version_update" AFTER UPDATE ON "licenses"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('0');--> statement-breakpoint
CREATE TRIGGER "licenses_data_version_delete" AFTER DELETE ON "licenses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('0');
--> statement-breakpoint
CREATE TRIGGER "license_cnaes_data_version_insert" AFTER INSERT ON "license_cnaes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('0');--> statement-breakpoint
CREATE TRIGGER "license_cnaes_data_version_update" AFTER UPDATE ON "license_cnaes"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('0');--> statement-breakpoint
CREATE TRIGGER "license_cnaes_data_version_delete" AFTER DELETE ON "license_cnaes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('0');
--> statement-breakpoint
CREATE TRIGGER "clients_data_version_insert" AFTER INSERT ON "clients"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.id');--> statement-breakpoint
CREATE TRIGGER "clients_data_version_update" AFTER UPDATE ON "clients"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.id');--> statement-breakpoint
CREATE TRIGGER "clients_data_version_delete" AFTER DELETE ON "clients"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.id');
--> statement-breakpoint
CREATE TRIGGER "users_data_version_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('coalesce(r.client_id, 0)');--> statement-breakpoint
CREATE TRIGGER "users_data_version_update" AFTER UPDATE ON "users"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('coalesce(r.client_id, 0)');--> statement-breakpoint
CREATE TRIGGER "users_data_version_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('coalesce(r.client_id, 0)');
--> statement-breakpoint
CREATE TRIGGER "companies_data_version_insert" AFTER INSERT ON "companies"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');--> statement-breakpoint
CREATE TRIGGER "companies_data_version_update" AFTER UPDATE ON "companies"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');--> statement-breakpoint
CREATE TRIGGER "companies_data_version_delete" AFTER DELETE ON "companies"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');
--> statement-breakpoint
CREATE TRIGGER "establishments_data_version_insert" AFTER INSERT ON "establishments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');--> statement-breakpoint
CREATE TRIGGER "establishments_data_version_update" AFTER UPDATE ON "establishments"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');--> statement-breakpoint
CREATE TRIGGER "establishments_data_version_delete" AFTER DELETE ON "establishments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');
--> statement-breakpoint
CREATE TRIGGER "establishment_cnaes_data_version_insert" AFTER INSERT ON "establishment_cnaes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('(SELECT e.client_id FROM establishments e WHERE e.id = r.establishment_id)');--> statement-breakpoint
CREATE TRIGGER "establishment_cnaes_data_version_update" AFTER UPDATE ON "establishment_cnaes"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('(SELECT e.client_id FROM establishments e WHERE e.id = r.establishment_id)');--> statement-breakpoint
CREATE TRIGGER "establishment_cnaes_data_version_delete" AFTER DELETE ON "establishment_cnaes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('(SELECT e.client_id FROM establishments e WHERE e.id = r.establishment_id)');
--> statement-breakpoint
CREATE TRIGGER "tags_data_version_insert" AFTER INSERT ON "tags"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');--> statement-breakpoint
CREATE TRIGGER "tags_data_version_update" AFTER UPDATE ON "tags"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');--> statement-breakpoint
CREATE TRIGGER "tags_data_version_delete" AFTER DELETE ON "tags"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');
--> statement-breakpoint
CREATE TRIGGER "company_tags_data_version_insert" AFTER INSERT ON "company_tags"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('(SELECT c.client_id FROM companies c WHERE c.id = r.company_id)');--> statement-breakpoint
CREATE TRIGGER "company_tags_data_version_update" AFTER UPDATE ON "company_tags"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('(SELECT c.client_id FROM companies c WHERE c.id = r.company_id)');--> statement-breakpoint
CREATE TRIGGER "company_tags_data_version_delete" AFTER DELETE ON "company_tags"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('(SELECT c.client_id FROM companies c WHERE c.id = r.company_id)');
--> statement-breakpoint
CREATE TRIGGER "files_data_version_insert" AFTER INSERT ON "files"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');--> statement-breakpoint
CREATE TRIGGER "files_data_version_update" AFTER UPDATE ON "files"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');--> statement-breakpoint
CREATE TRIGGER "files_data_version_delete" AFTER DELETE ON "files"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');
--> statement-breakpoint
CREATE TRIGGER "company_licenses_data_version_insert" AFTER INSERT ON "company_licenses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');--> statement-breakpoint
CREATE TRIGGER "company_licenses_data_version_update" AFTER UPDATE ON "company_licenses"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');--> statement-breakpoint
CREATE TRIGGER "company_licenses_data_version_delete" AFTER DELETE ON "company_licenses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');
--> statement-breakpoint
CREATE TRIGGER "company_license_files_data_version_insert" AFTER INSERT ON "company_license_files"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('(SELECT l.client_id FROM company_licenses l WHERE l.id = r.company_license_id)');--> statement-breakpoint
CREATE TRIGGER "company_license_files_data_version_update" AFTER UPDATE ON "company_license_files"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('(SELECT l.client_id FROM company_licenses l WHERE l.id = r.company_license_id)');--> statement-breakpoint
CREATE TRIGGER "company_license_files_data_version_delete" AFTER DELETE ON "company_license_files"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('(SELECT l.client_id FROM company_licenses l WHERE l.id = r.company_license_id)');
--> statement-breakpoint
CREATE TRIGGER "user_companies_data_version_insert" AFTER INSERT ON "user_companies"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('(SELECT c.client_id FROM companies c WHERE c.id = r.company_id)');--> statement-breakpoint
CREATE TRIGGER "user_companies_data_version_update" AFTER UPDATE ON "user_companies"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('(SELECT c.client_id FROM companies c WHERE c.id = r.company_id)');--> statement-breakpoint
CREATE TRIGGER "user_companies_data_version_delete" AFTER DELETE ON "user_companies"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('(SELECT c.client_id FROM companies c WHERE c.id = r.company_id)');
--> statement-breakpoint
CREATE TRIGGER "notifications_data_version_insert" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');--> statement-breakpoint
CREATE TRIGGER "notifications_data_version_update" AFTER UPDATE ON "notifications"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');--> statement-breakpoint
CREATE TRIGGER "notifications_data_version_delete" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');
--> statement-breakpoint
CREATE TRIGGER "notification_reads_data_version_insert" AFTER INSERT ON "notification_reads"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('(SELECT n.client_id FROM notifications n WHERE n.id = r.notification_id)');--> statement-breakpoint
CREATE TRIGGER "notification_reads_data_version_update" AFTER UPDATE ON "notification_reads"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('(SELECT n.client_id FROM notifications n WHERE n.id = r.notification_id)');--> statement-breakpoint
CREATE TRIGGER "notification_reads_data_version_delete" AFTER DELETE ON "notification_reads"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('(SELECT n.client_id FROM notifications n WHERE n.id = r.notification_id)');
--> statement-breakpoint
CREATE TRIGGER "activity_logs_data_version_insert" AFTER INSERT ON "activity_logs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('coalesce(r.client_id, 0)');--> statement-breakpoint
CREATE TRIGGER "activity_logs_data_version_update" AFTER UPDATE ON "activity_logs"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('coalesce(r.client_id, 0)');--> statement-breakpoint
CREATE TRIGGER "activity_logs_data_version_delete" AFTER DELETE ON "activity_logs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('coalesce(r.client_id, 0)');
--> statement-breakpoint
CREATE TRIGGER "calendar_feeds_data_version_insert" AFTER INSERT ON "calendar_feeds"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');--> statement-breakpoint
CREATE TRIGGER "calendar_feeds_data_version_update" AFTER UPDATE ON "calendar_feeds"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');--> statement-breakpoint
CREATE TRIGGER "calendar_feeds_data_version_delete" AFTER DELETE ON "calendar_feeds"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');
--> statement-breakpoint
CREATE TRIGGER "import_jobs_data_version_insert" AFTER INSERT ON "import_jobs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');--> statement-breakpoint
CREATE TRIGGER "import_jobs_data_version_update" AFTER UPDATE ON "import_jobs"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');--> statement-breakpoint
CREATE TRIGGER "import_jobs_data_version_delete" AFTER DELETE ON "import_jobs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('r.client_id');
--> statement-breakpoint
CREATE TRIGGER "import_job_rows_data_version_insert" AFTER INSERT ON "import_job_rows"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('(SELECT j.client_id FROM import_jobs j WHERE j.id = r.job_id)');--> statement-breakpoint
CREATE TRIGGER "import_job_rows_data_version_update" AFTER UPDATE ON "import_job_rows"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('(SELECT j.client_id FROM import_jobs j WHERE j.id = r.job_id)');--> statement-breakpoint
CREATE TRIGGER "import_job_rows_data_version_delete" AFTER DELETE ON "import_job_rows"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION data_versions_rows_changed('(SELECT j.client_id FROM import_jobs j WHERE j.id = r.job_id)');
