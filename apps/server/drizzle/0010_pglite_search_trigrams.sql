-- The company search's trigram indexes where migration 0007 could not make them: PGlite now
-- loads pg_trgm (db/database.ts, issue 14), so a PGlite database migrated before gets them here
-- (the search by name took 156-223 ms on a 10,000-company PGlite, folding every name). The same
-- block as 0007, which skips what exists; a database that still cannot have the extension keeps
-- the unindexed search, and the notice says why.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
  CREATE INDEX IF NOT EXISTS companies_name_trgm_idx ON companies
    USING gin (translate(lower(name), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn') public.gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS establishments_registration_name_trgm_idx ON establishments
    USING gin (translate(lower(registration_name), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn') public.gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS establishments_fantasy_name_trgm_idx ON establishments
    USING gin (translate(lower(fantasy_name), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn') public.gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS establishments_cnpj_trgm_idx ON establishments
    USING gin (cnpj public.gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  -- Unavailable, not permitted, or created at this moment by a migration in another schema.
  RAISE NOTICE 'Busca de empresas sem índice de trigramas (pg_trgm): %', SQLERRM;
END $$;
