-- Company search by trigram indexes where PostgreSQL has pg_trgm (issue 14). The indexed
-- expressions are exactly the folded text the search compares (cnaes/search.ts: containsFolded),
-- so '%term%' is found from the index instead of by folding every name of the table.
-- PGlite does not ship pg_trgm, and a hosted database may refuse CREATE EXTENSION: then the
-- search keeps working, unindexed, and the notice says why. The extension goes to public so a
-- test schema dropped with cascade never takes it along.
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
