-- Each CNPJ's CNAE levels kept on the CNPJ itself (issue 14): the dashboard counted CNPJs by risk
-- with three EXISTS over establishment_cnaes per CNPJ (~0.8 s for a 30,000-CNPJ account); now it
-- groups these three columns. The database keeps them, whoever writes the links or a CNAE's level:
-- statement triggers on establishment_cnaes (a whole import is one refresh per statement) and a row
-- trigger on a CNAE whose level changes. Written only here; the app reads them. The indexes at the
-- end let the dashboard read an account's CNPJs by levels, by company and by place from the index
-- alone.
ALTER TABLE "establishments" ADD COLUMN "cnae_high_level" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "cnae_medium_level" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "cnae_low_level" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION "refresh_cnae_levels"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE establishments e
  SET cnae_high_level = l.high, cnae_medium_level = l.medium, cnae_low_level = l.low
  FROM (
    SELECT t.id,
      coalesce(bool_or(c.registration_level = 'high_level'), false) AS high,
      coalesce(bool_or(c.registration_level = 'medium_level'), false) AS medium,
      coalesce(bool_or(c.registration_level = 'low_level'), false) AS low
    FROM (SELECT DISTINCT unnest(ids) AS id) t
    LEFT JOIN establishment_cnaes ec ON ec.establishment_id = t.id
    LEFT JOIN cnaes c ON c.id = ec.cnae_id
    GROUP BY t.id
  ) l
  WHERE e.id = l.id
    AND (e.cnae_high_level, e.cnae_medium_level, e.cnae_low_level) IS DISTINCT FROM (l.high, l.medium, l.low)
$$;--> statement-breakpoint
CREATE FUNCTION "establishment_cnaes_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_cnae_levels(ARRAY(SELECT establishment_id FROM added));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "establishment_cnaes_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_cnae_levels(ARRAY(SELECT establishment_id FROM removed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "establishment_cnaes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_cnae_levels(
    ARRAY(SELECT establishment_id FROM added UNION SELECT establishment_id FROM removed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "cnae_level_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_cnae_levels(
    ARRAY(SELECT establishment_id FROM establishment_cnaes WHERE cnae_id = NEW.id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "establishment_cnaes_levels_insert" AFTER INSERT ON "establishment_cnaes"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION establishment_cnaes_added();--> statement-breakpoint
CREATE TRIGGER "establishment_cnaes_levels_delete" AFTER DELETE ON "establishment_cnaes"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION establishment_cnaes_removed();--> statement-breakpoint
CREATE TRIGGER "establishment_cnaes_levels_update" AFTER UPDATE ON "establishment_cnaes"
  REFERENCING NEW TABLE AS added OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION establishment_cnaes_changed();--> statement-breakpoint
CREATE TRIGGER "cnaes_level_changed" AFTER UPDATE OF "registration_level" ON "cnaes"
  FOR EACH ROW WHEN (OLD.registration_level IS DISTINCT FROM NEW.registration_level)
  EXECUTE FUNCTION cnae_level_changed();--> statement-breakpoint
SELECT refresh_cnae_levels(ARRAY(SELECT DISTINCT establishment_id FROM establishment_cnaes));--> statement-breakpoint
CREATE INDEX "establishments_client_levels_idx" ON "establishments" USING btree ("client_id","cnae_high_level","cnae_medium_level","cnae_low_level");--> statement-breakpoint
CREATE INDEX "establishments_client_company_situation_idx" ON "establishments" USING btree ("client_id","company_id","id","situation");--> statement-breakpoint
CREATE INDEX "establishments_client_place_idx" ON "establishments" USING btree ("client_id","latitude","longitude","city_name","state_alias");
