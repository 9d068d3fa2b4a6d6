// Long on purpose: the bench portfolio's set-based SQL, one statement a table, in dependency order.
/**
 * The bench's portfolio, written with set-based SQL (INSERT … SELECT over
 * generate_series and joins, never row by row from JavaScript) into a freshly
 * migrated and bootstrapped database (group 1, account 1, the CNAE catalogue
 * and the CONFORMA administrator already there). At scale 1:
 *
 * - 10 groups and 200 accounts besides the provider's: account 2 ('the big
 *   account', group 1) holds 20,000 of the 100,000 companies, the other
 *   80,000 are dealt round-robin over the other 199 accounts;
 * - ~150,000 CNPJs: every company a matriz, one in four two filiais, one in
 *   a thousand twenty (the 'heavy' companies, e.g. company 7); check digits
 *   computed in SQL by the same rule as packages/domain's cnpjCheckDigits;
 * - 1–4 CNAEs per CNPJ out of ~167 'popular' catalogue entries (with low,
 *   medium and high risk), 40 licence definitions (Alvará required by every
 *   CNAE, 0–3 others per popular CNAE) and, derived from them as the server
 *   derives them, ~1,000,000 licence rows with statuses spread around today
 *   (pending, in conformity, expiring within 30 days, expired, renewing, not
 *   necessary), files for a third of the filled-in rows, alerts for the
 *   expiring and expired ones (half of them read by the account's ADMIN);
 * - 30 tags in the big account, 8 in the others, on ~60 % of the companies;
 * - 500,000 activity-log entries (a fifth in the big account) over a year;
 * - per account an ADMIN and a USER (GET codes and a few more; in the big
 *   account 1 in 40 companies assigned, the heavy ones among them), 48 more
 *   USERs in the big account, 20 staff (CONFORMA, EDITOR, PARTNER, AFFINITY);
 *   one password for everybody, hashed once with the server's argon2 helper.
 *
 * Other scales multiply the companies (and everything hanging from them) and
 * the log entries; the accounts, users and catalogue stay as they are.
 */
import { readFileSync } from 'node:fs';
import { brand } from '@product/domain';
import { parseCsv } from '../../apps/server/src/cnaes/csv';
import { municipalitiesCsvPath } from '../../apps/server/src/registry/municipalities';
import type { Sql } from './sql';

export const benchPassword = 'senha-da-medicao-123';
export const staffEmail = 'conforma@bench.local';
export const bigAccountId = 2;
export const adminEmail = (account: number) => `admin@conta-${account - 1}.bench`;
export const userEmail = (account: number) => `usuario@conta-${account - 1}.bench`;
/** Codes of every account's main USER. */
export const userCodes = [
  'GET_USER',
  'GET_COMPANY',
  'GET_CNPJ',
  'GET_LICENSES',
  'GET_FILES',
  'UPDATE_LICENSES',
  'CREATE_COMPANY',
  'UPDATE_COMPANY',
];
/** The load's marker in job_runs: a database holding it at this scale is reused with --keep. */
export const markerOf = (scale: number) => `api-bench:scale=${scale}`;

export interface DatasetSize {
  companies: number;
  bigCompanies: number;
  logs: number;
}

export function sizeAt(scale: number): DatasetSize {
  const companies = Math.max(400, Math.round(100_000 * scale));
  return { companies, bigCompanies: Math.round(companies / 5), logs: Math.round(500_000 * scale) };
}

const words = {
  prefixes: [
    'Padaria',
    'Farmácia',
    'Oficina',
    'Comércio',
    'Indústria',
    'Transportes',
    'Construtora',
    'Mercado',
    'Restaurante',
    'Clínica',
    'Distribuidora',
    'Auto Peças',
    'Papelaria',
    'Laboratório',
    'Hotel',
    'Academia',
    'Escola',
    'Posto',
    'Ótica',
    'Açougue',
  ],
  surnames: [
    'Silva',
    'Santos',
    'Oliveira',
    'Souza',
    'Rodrigues',
    'Ferreira',
    'Alves',
    'Pereira',
    'Lima',
    'Gomes',
    'Costa',
    'Ribeiro',
    'Martins',
    'Carvalho',
    'Almeida',
    'Lopes',
    'Soares',
    'Fernandes',
    'Vieira',
    'Barbosa',
    'Rocha',
    'Dias',
    'Nascimento',
    'Andrade',
    'Moreira',
    'Nunes',
    'Marques',
    'Machado',
    'Mendes',
    'Freitas',
    'Cardoso',
    'Ramos',
    'Gonçalves',
    'Santana',
    'Teixeira',
    'Moura',
    'Araújo',
    'Campos',
    'Cavalcanti',
    'Pinto',
    'Correia',
    'Monteiro',
    'Batista',
    'Castro',
    'Brandão',
    'Pires',
    'Sampaio',
    'Fonseca',
    'Peixoto',
    'Xavier',
  ],
  suffixes: ['Ltda', 'S.A.', 'ME', 'EIRELI'],
  cities: [
    ['São Paulo', 'SP', '3550308', -23.5505, -46.6333],
    ['Rio de Janeiro', 'RJ', '3304557', -22.9068, -43.1729],
    ['Belo Horizonte', 'MG', '3106200', -19.9167, -43.9345],
    ['Curitiba', 'PR', '4106902', -25.4284, -49.2733],
    ['Porto Alegre', 'RS', '4314902', -30.0346, -51.2177],
    ['Salvador', 'BA', '2927408', -12.9777, -38.5016],
    ['Recife', 'PE', '2611606', -8.0476, -34.877],
    ['Fortaleza', 'CE', '2304400', -3.7319, -38.5267],
    ['Goiânia', 'GO', '5208707', -16.6869, -49.2648],
    ['Campinas', 'SP', '3509502', -22.9056, -47.0608],
    ['Manaus', 'AM', '1302603', -3.119, -60.0217],
    ['Belém', 'PA', '1501402', -1.4558, -48.4902],
    ['Florianópolis', 'SC', '4205407', -27.5954, -48.548],
    ['Vitória', 'ES', '3205309', -20.3155, -40.3128],
    ['Contagem', 'MG', '3118601', -19.9321, -44.0539],
    ['Uberlândia', 'MG', '3170206', -18.9186, -48.2772],
    ['Ribeirão Preto', 'SP', '3543402', -21.1704, -47.8103],
    ['Natal', 'RN', '2408102', -5.7945, -35.211],
    ['Campo Grande', 'MS', '5002704', -20.4697, -54.6201],
    ['Brasília', 'DF', '5300108', -15.7939, -47.8828],
  ] as const,
  licenses: [
    'Alvará de Funcionamento',
    'AVCB - Auto de Vistoria do Corpo de Bombeiros',
    'Licença Sanitária',
    'Licença Ambiental de Operação',
    'Licença Ambiental Prévia',
    'Licença Ambiental de Instalação',
    'Outorga de Uso de Recursos Hídricos',
    'Certificado de Regularidade do IBAMA',
    'Cadastro Técnico Federal',
    'Licença da Polícia Federal (produtos químicos)',
    'Licença do Exército (produtos controlados)',
    'Autorização de Funcionamento ANVISA',
    'Registro no Conselho Regional',
    'Habite-se',
    'Licença de Publicidade',
    'Certificado de Licenciamento Integrado',
    'Inscrição Estadual',
    'Inscrição Municipal',
    'Laudo de Acessibilidade',
    'Laudo Elétrico (SPDA)',
    'PGRSS - Plano de Resíduos de Saúde',
    'PGRS - Plano de Resíduos Sólidos',
    'Licença de Trânsito de Produtos Perigosos',
    'Certificado de Dedetização',
    'Laudo de Potabilidade da Água',
    'Licença para Uso do Solo',
    'Certidão de Zoneamento',
    'Licença de Funcionamento Noturno',
    'Alvará de Publicidade',
    'Registro no MAPA',
    'Licença da Vigilância Ambiental',
    'Cadastro de Atividades Poluidoras',
    'Licença de Caldeira (NR-13)',
    'Programa de Gerenciamento de Riscos',
    'Certificado de Inspeção de Elevadores',
    'Licença de Armazenamento de Combustível',
    'Termo de Responsabilidade Técnica',
    'Licença de Instalação de Antena',
    'Certificado do INMETRO',
    'Licença para Eventos',
  ],
  tags: [
    'Prioridade',
    'Matriz',
    'Filiais SP',
    'Filiais RJ',
    'Auditoria 2025',
    'Auditoria 2026',
    'Franquia',
    'Loja própria',
    'Centro de distribuição',
    'Fábrica',
    'Shopping',
    'Rua',
    'Região Sul',
    'Região Norte',
    'Região Nordeste',
    'Região Centro-Oeste',
    'Região Sudeste',
    'Em expansão',
    'Em encerramento',
    'Alto risco',
    'Baixo risco',
    'Renovação anual',
    'Contrato novo',
    'Jurídico',
    'Atenção',
    'Revisar',
    'Grupo A',
    'Grupo B',
    'Grupo C',
    'Piloto',
  ],
};

const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`;

export interface LoadStep {
  name: string;
  ms: number;
  rows: number;
}

/**
 * Writes the portfolio. `today` is `YYYY-MM-DD` in the office's time zone
 * (the statuses are set as the server would compute them that day);
 * `passwordHash` is the argon2 hash of `benchPassword`.
 */
export async function loadDataset(
  db: Sql,
  options: { scale: number; today: string; passwordHash: string; log: (line: string) => void },
): Promise<LoadStep[]> {
  const size = sizeAt(options.scale);
  const steps: LoadStep[] = [];
  /** Statements in order; one with parameters is `[text, params]`. Each answers its row count as `n`. */
  const step = async (name: string, statements: readonly (string | readonly [string, readonly unknown[]])[]) => {
    const started = performance.now();
    let rows = 0;
    for (const statement of statements) {
      const result =
        typeof statement === 'string'
          ? await db.exec<{ n?: number | string }>(statement)
          : await db.rows<{ n?: number | string }>(statement[0], statement[1]);
      rows += Number(result[0]?.n ?? 0);
    }
    const ms = performance.now() - started;
    steps.push({ name, ms, rows });
    options.log(`  ${name.padEnd(28)} ${String(rows).padStart(9)} rows  ${(ms / 1000).toFixed(1).padStart(6)} s`);
  };
  const [state] = await db.rows<{ companies: number; clients: number; cnaes: number }>(
    `select (select count(*) from companies)::int as companies, (select max(id) from clients)::int as clients,
       (select count(*) from cnaes)::int as cnaes`,
  );
  if (state?.companies !== 0 || state.clients !== 1 || state.cnaes === 0) {
    throw new Error(`the bench loads into a fresh, bootstrapped database only (found ${JSON.stringify(state)})`);
  }
  const today = `'${options.today}'::date`;
  const N = size.companies;
  const big = size.bigCompanies;
  const [surnames, prefixes, suffixes] = [
    textArray(words.surnames),
    textArray(words.prefixes),
    textArray(words.suffixes),
  ];
  const cityNames = textArray(words.cities.map((city) => city[0]));
  const cityUfs = textArray(words.cities.map((city) => city[1]));
  const cityIbge = textArray(words.cities.map((city) => city[2]));
  const cityLat = `array[${words.cities.map((city) => city[3]).join(', ')}]::float8[]`;
  const cityLon = `array[${words.cities.map((city) => city[4]).join(', ')}]::float8[]`;
  const C = words.cities.length;

  await step('helpers', [
    // The two check digits of a 12-character base, as packages/domain's cnpjCheckDigits (value = ASCII − 48).
    `create or replace function bench_cnpj(base text) returns text language sql immutable as $$
      select base || d1::text || (case when r2 < 2 then 0 else 11 - r2 end)::text
      from (select d1, (select sum((ascii(substr(base || d1::text, i, 1)) - 48) * (array[6,5,4,3,2,9,8,7,6,5,4,3,2])[i])
                        from generate_series(1, 13) i) % 11 as r2
            from (select case when r1 < 2 then 0 else 11 - r1 end as d1
                  from (select (select sum((ascii(substr(base, i, 1)) - 48) * (array[5,4,3,2,9,8,7,6,5,4,3,2])[i])
                                from generate_series(1, 12) i) % 11 as r1) a) b) c
    $$`,
    // Every 8th subclass of the catalogue, in code order: the CNAEs the portfolio's CNPJs carry.
    'drop table if exists bench_popular_cnaes',
    `create table bench_popular_cnaes as
      select (row_number() over (order by rn) - 1)::int as idx, id as cnae_id
      from (select id, row_number() over (order by code_class) - 1 as rn from cnaes) ranked where rn % 8 = 0`,
    `update cnaes set registration_level = case when p.idx % 20 < 12 then 'low_level' when p.idx % 20 < 17 then 'medium_level' else 'high_level' end
      from bench_popular_cnaes p where p.cnae_id = cnaes.id`,
  ]);
  // Every IBGE municipality (the server's reference data): half the CNPJs are spread over all of
  // them, so the big account's map has as many places as a national portfolio would.
  const municipalities = parseCsv(readFileSync(municipalitiesCsvPath, 'utf8'));
  await step('municipalities', [
    'drop table if exists bench_municipalities',
    'create table bench_municipalities (idx int primary key, name text, uf text, ibge text, lat float8, lon float8)',
    [
      `with m as (insert into bench_municipalities
          select (row_number() over () - 1)::int, name, uf, ibge, lat, lon
          from unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[]) as u(name, uf, ibge, lat, lon)
          returning 1)
       select count(*)::int as n from m`,
      [
        municipalities.map((row) => row.name ?? ''),
        municipalities.map((row) => row.uf ?? ''),
        municipalities.map((row) => row.ibge_code ?? ''),
        municipalities.map((row) => Number(row.latitude)),
        municipalities.map((row) => Number(row.longitude)),
      ],
    ],
  ]);
  const M = municipalities.length;
  const [popular] = await db.rows<{ n: number }>('select count(*)::int as n from bench_popular_cnaes');
  const P = popular?.n ?? 0;

  await step('groups and accounts', [
    `with g as (insert into groups (id, name)
        select g, 'Grupo ' || (array['Norte','Sul','Leste','Oeste','Centro','Litoral','Serra','Vale','Capital'])[g - 1]
        from generate_series(2, 10) g returning 1)
     select count(*)::int as n from g`,
    `with a as (insert into clients (id, name, type, enabled, group_id, created_at, updated_at)
        select 1 + a,
          case when a = 1 then 'Rede Conforme Varejo S.A.'
               else (${surnames})[1 + a % 50] || ' ' || (array['Participações','Holding','Grupo','Serviços'])[1 + a % 4] || ' ' || lpad(a::text, 3, '0') end,
          case when a between 191 and 195 then 'PROVIDER' when a between 196 and 200 then 'BUSINESS' else 'CLIENT' end,
          a % 50 <> 0,
          case when a <= 100 then 1 else 2 + a % 9 end,
          now() - make_interval(days => a * 5),
          case when a % 3 = 0 then now() - make_interval(days => a) end
        from generate_series(1, 200) a returning 1)
     select count(*)::int as n from a`,
  ]);

  await step('companies', [
    `with c as (insert into companies (id, client_id, name, enabled, cnpj_root, registry_updated_at, created_at, updated_at)
        select c,
          case when c <= ${big} then ${bigAccountId} else 3 + (c - ${big} - 1) % 199 end,
          (${prefixes})[1 + c % 20] || ' ' || (${surnames})[1 + (c / 20) % 50] || ' ' || (${suffixes})[1 + (c / 1000) % 4],
          c % 60 <> 0,
          lpad(((c::bigint * 7919 + 10000019) % 100000000)::text, 8, '0'),
          now() - make_interval(days => c % 400),
          now() - make_interval(days => c % 1000, secs => c % 86400),
          case when c % 3 = 0 then now() - make_interval(days => c % 200) end
        from generate_series(1, ${N}) c returning 1)
     select count(*)::int as n from c`,
  ]);

  await step('CNPJs and their CNAEs', [
    `with e as (insert into establishments (id, client_id, company_id, cnpj, type, registration_name, fantasy_name, situation,
        situation_reason, situation_date, opening_date, legal_nature, company_size, share_capital, email, phone, street, number,
        neighborhood, zip_code, city_name, state_alias, ibge_code, latitude, longitude, primary_activity, secondary_activities,
        qsa, registry_source, registry_updated_at, created_at)
      select s.id, s.client_id, s.company_id, bench_cnpj(s.cnpj_root || lpad(s.n::text, 4, '0')),
        case when s.n = 1 then 'MATRIZ' else 'FILIAL' end,
        upper(s.name), case when s.n = 1 then split_part(s.name, ' ', 1) || ' ' || split_part(s.name, ' ', 2) end,
        case when s.id % 20 < 17 then 'ATIVA' when s.id % 20 = 17 then 'INAPTA' when s.id % 20 = 18 then 'BAIXADA' else 'INATIVA' end,
        case when s.id % 20 >= 17 then 'Omissão de declarações' end,
        (${today} - (s.id % 3000)::int), (${today} - (1000 + s.id % 9000)::int),
        '206-2 - Sociedade Empresária Limitada', (array['ME','EPP','DEMAIS'])[1 + s.id % 3], (10000 + s.id % 990000)::numeric(18,2),
        'contato' || s.id || '@empresa.bench', '(11) 3' || lpad((s.id % 10000000)::text, 7, '0'),
        'Rua ' || (${surnames})[1 + s.id % 50], (1 + s.id % 3000)::text, 'Centro', lpad((s.id % 100000000)::text, 8, '0'),
        -- Even ids in the 20 big cities, odd ones anywhere in Brazil; the municipality's own coordinates,
        -- as the registry adapters store them.
        case when s.id % 2 = 0 then (${cityNames})[1 + s.id / 2 % ${C}] else m.name end,
        case when s.id % 2 = 0 then (${cityUfs})[1 + s.id / 2 % ${C}] else m.uf end,
        case when s.id % 2 = 0 then (${cityIbge})[1 + s.id / 2 % ${C}] else m.ibge end,
        case when s.id % 2 = 0 then (${cityLat})[1 + s.id / 2 % ${C}] else m.lat end,
        case when s.id % 2 = 0 then (${cityLon})[1 + s.id / 2 % ${C}] else m.lon end,
        jsonb_build_object('code', pc.code_class, 'text', pc.code_description),
        coalesce((select jsonb_agg(jsonb_build_object('code', sc.code_class, 'text', sc.code_description) order by k)
           from generate_series(1, s.id % 4) k
           join bench_popular_cnaes sp on sp.idx = (s.id * 37 + k * 53) % ${P}
           join cnaes sc on sc.id = sp.cnae_id), '[]'::jsonb),
        jsonb_build_array(jsonb_build_object('name', 'Sócio ' || (${surnames})[1 + s.id % 50], 'qual', '49-Sócio-Administrador')),
        'offline', now() - make_interval(days => s.id % 400), now() - make_interval(days => s.id % 1000)
      from (select row_number() over (order by c.id, n)::int as id, c.id as company_id, c.client_id, c.cnpj_root, c.name, n
            from companies c
            cross join lateral generate_series(1, 1 + case when c.id % 1000 = 7 then 20 when c.id % 4 = 0 then 2 else 0 end) n) s
      join bench_popular_cnaes pp on pp.idx = (s.id * 37) % ${P}
      join cnaes pc on pc.id = pp.cnae_id
      join bench_municipalities m on m.idx = (s.id::bigint * 7919) % ${M}
      returning 1)
     select count(*)::int as n from e`,
    `with l as (insert into establishment_cnaes (establishment_id, cnae_id, is_primary)
        select e.id, p.cnae_id, k = 0
        from establishments e cross join lateral generate_series(0, e.id % 4) k
        join bench_popular_cnaes p on p.idx = (e.id * 37 + k * 53) % ${P}
        returning 1)
     select count(*)::int as n from l`,
  ]);

  await step('licences and CNAE links', [
    `with l as (insert into licenses (id, name, description, impact, complexity, estimated_effort, estimated_bureaucratic, estimated_valid)
        select i, (${textArray(words.licenses)})[i], 'Exigência: ' || (${textArray(words.licenses)})[i],
          1 + i % 3, 1 + (i / 3) % 3, i % 31, (i * 9) % 366, 180 + (i * 13) % 186
        from generate_series(1, ${words.licenses.length}) i returning 1)
     select count(*)::int as n from l`,
    // Alvará for every CNAE of the catalogue; 0–3 others for each popular one.
    `with l as (insert into license_cnaes (license_id, cnae_id)
        select 1, id from cnaes
        union
        select 2 + (p.idx * 7 + j * 11) % ${words.licenses.length - 1}, p.cnae_id
        from bench_popular_cnaes p cross join lateral generate_series(1, p.idx % 4) j
        returning 1)
     select count(*)::int as n from l`,
  ]);

  // The status as the server computes it for `today` (window 30 days): b picks the bucket.
  await step('licence rows', [
    `with l as (insert into company_licenses (id, client_id, company_id, establishment_id, cnae_id, license_id, active, status,
        is_necessary, type, description, valid_until, conditions, note, fee_name, fee_amount, fee_expiration_date, created_at, updated_at)
      select r.id, r.client_id, r.company_id, r.establishment_id, r.cnae_id, r.license_id, r.id % 50 <> 0,
        case when b < 30 then 'pending' when b < 62 then 'in_conformity' when b < 70 then 'near_expiration'
             when b < 85 then 'license_expired' when b < 93 then 'renewing' else 'not_necessary' end,
        b < 93,
        case when b < 30 or b >= 93 then null when b < 85 then 'document' else 'protocol' end,
        case when b >= 30 and b < 93 then 'Documento nº ' || r.id end,
        case when b >= 30 and b < 60 then ${today} + (31 + r.id % 700)::int
             when b >= 62 and b < 70 then ${today} + (r.id % 31)::int
             when b >= 70 and b < 85 then ${today} - (1 + r.id % 500)::int end,
        case when b >= 30 and b < 85 and r.id % 4 = 0 then 'Renovar com 120 dias de antecedência' end,
        case when r.id % 7 = 0 then 'Acompanhar com o despachante' end,
        case when b >= 30 and b < 93 and r.id % 5 = 0 then 'Taxa de licenciamento' end,
        case when b >= 30 and b < 93 and r.id % 5 = 0 then (50 + r.id % 5000)::numeric(14,2) end,
        case when b >= 30 and b < 93 and r.id % 5 = 0 then ${today} + (r.id % 120 - 30)::int end,
        now() - make_interval(days => (r.id % 700)::int),
        case when b >= 30 then now() - make_interval(days => (r.id % 200)::int) end
      from (select q.*, ((q.id * 7919 + q.establishment_id * 31) % 100)::int as b
            from (select row_number() over (order by e.id, ec.cnae_id, lc.license_id) as id, e.client_id, e.company_id,
                    e.id as establishment_id, ec.cnae_id, lc.license_id
                  from establishment_cnaes ec
                  join establishments e on e.id = ec.establishment_id
                  join license_cnaes lc on lc.cnae_id = ec.cnae_id) q) r
      returning 1)
     select count(*)::int as n from l`,
  ]);

  const hash = [options.passwordHash] as const;
  await step('users and assignments', [
    // Staff besides the administrator the bootstrap made: PARTNER and AFFINITY live in BUSINESS accounts 197–201.
    [
      `with u as (insert into users (name, email, password_hash, access_role, client_id)
        select r.role || ' ' || i, lower(r.role) || i || '@bench.local', $1, r.role,
          case when r.role in ('PARTNER', 'AFFINITY') then 196 + i else 1 end
        from (values ('${brand.roleCode}'), ('EDITOR'), ('PARTNER'), ('AFFINITY')) r(role)
        cross join generate_series(1, 5) i
        returning 1)
     select count(*)::int as n from u`,
      hash,
    ],
    [
      `with u as (insert into users (name, email, password_hash, access_role, permission_roles, client_id)
        select 'Administrador ' || c.name, 'admin@conta-' || (c.id - 1) || '.bench', $1, 'ADMIN', '{}'::text[], c.id
        from clients c where c.id between 2 and 201
        union all
        select 'Usuário ' || c.name, 'usuario@conta-' || (c.id - 1) || '.bench', $1, 'USER',
          ${textArray(userCodes)}, c.id
        from clients c where c.id between 2 and 201
        union all
        select 'Usuário ' || i || ' da Rede', 'usuario' || i || '@conta-1.bench', $1, 'USER',
          array['GET_COMPANY', 'GET_LICENSES', 'GET_FILES'], ${bigAccountId}
        from generate_series(1, 48) i
        returning 1)
     select count(*)::int as n from u`,
      hash,
    ],
    // The main USER's companies: 1 in 40 in the big account (company 7 and the other heavy ones too), 1 in 20 elsewhere.
    `with uc as (insert into user_companies (user_id, company_id)
        select u.id, c.id from companies c join users u on u.email = 'usuario@conta-' || (c.client_id - 1) || '.bench'
        where (c.client_id = ${bigAccountId} and c.id % 40 = 7) or (c.client_id <> ${bigAccountId} and c.id % 20 = 3)
        returning 1)
     select count(*)::int as n from uc`,
  ]);

  await step('tags and company tags', [
    `with t as (insert into tags (id, client_id, tag, created_at)
        select case when a = 1 then t else 30 + (a - 2) * 8 + t end, 1 + a, (${textArray(words.tags)})[t], now() - make_interval(days => t)
        from generate_series(1, 200) a cross join lateral generate_series(1, case when a = 1 then 30 else 8 end) t
        returning 1)
     select count(*)::int as n from t`,
    `with ct as (insert into company_tags (company_id, tag_id)
        select distinct c.id, x.tag
        from companies c
        cross join lateral (select case when c.client_id = ${bigAccountId} then 0 else 30 + (c.client_id - 3) * 8 end as base,
                                   case when c.client_id = ${bigAccountId} then 30 else 8 end as nt) k
        cross join lateral (values
          (case when c.id % 5 = 0 then k.base + 1 end),
          (case when c.id % 2 = 0 then k.base + 1 + c.id % k.nt end),
          (case when c.id % 3 = 0 then k.base + 1 + (c.id * 7 + 3) % k.nt end)) x(tag)
        where x.tag is not null
        returning 1)
     select count(*)::int as n from ct`,
  ]);

  await step('files and licence links', [
    // A file for one filled-in licence row in three: its document, protocol or fee receipt.
    `with src as (select cl.id, cl.client_id, cl.company_id,
          case when cl.type = 'protocol' then 'protocol' when cl.fee_name is not null and cl.id % 2 = 0 then 'fee' else 'document' end as kind
        from company_licenses cl where cl.type is not null and cl.id % 3 = 0),
      ins as (insert into files (client_id, company_id, name, extension, mime_type, size, file_type, storage_key, uploaded_by, created_at)
        select src.client_id, src.company_id,
          (case src.kind when 'protocol' then 'protocolo-' when 'fee' then 'comprovante-taxa-' else 'licenca-' end) || src.id || '.pdf',
          'pdf', 'application/pdf', (20000 + src.id % 2000000)::int, src.kind, 'bench/licence/' || src.id, u.id,
          now() - make_interval(days => (src.id % 300)::int)
        from src left join users u on u.email = 'admin@conta-' || (src.client_id - 1) || '.bench'
        returning id, storage_key, file_type),
      links as (insert into company_license_files (company_license_id, file_id, kind)
        select substr(storage_key, 15)::int, id, file_type from ins returning 1)
     select count(*)::int as n from links`,
  ]);

  await step('activity logs', [
    `with l as (insert into activity_logs (user_id, user_name, user_email, client_id, action, action_details, entity_type, entity_id, created_at)
        select u.id, u.name, u.email, u.client_id, (array['company.create','license.update','file.upload','user.update','tag.create','company.update'])[1 + i % 6],
          (array['Cadastrou a empresa','Alterou a licença','Enviou um arquivo para','Alterou o usuário','Criou a tag','Alterou a empresa'])[1 + i % 6]
            || ' ' || (${surnames})[1 + i % 50] || ' ' || i,
          (array['company','company_license','file','user','tag','company'])[1 + i % 6], (i % 100000)::int,
          now() - make_interval(secs => (i::float8 * 31536000 / ${Math.max(1, size.logs)})::int)
        from generate_series(1, ${size.logs}) i
        join users u on u.email = case when i % 5 = 0 then 'admin@conta-1.bench'
                                       when i % 10 = 1 then 'usuario@conta-' || (2 + i % 199) || '.bench'
                                       else 'admin@conta-' || (2 + i % 199) || '.bench' end
        returning 1)
     select count(*)::int as n from l`,
  ]);

  await step('notifications and reads', [
    `with n as (insert into notifications (client_id, company_id, company_license_id, stage, type, title, description, registration_code, created_at)
        select cl.client_id, cl.company_id, cl.id,
          case when cl.status = 'license_expired' then 0 when cl.valid_until - ${today} <= 1 then 1
               when cl.valid_until - ${today} <= 7 then 7 when cl.valid_until - ${today} <= 15 then 15 else 30 end,
          'alert', case when cl.status = 'license_expired' then 'Licença vencida' else 'Licença expirando' end,
          l.name || ' de ' || c.name || ' (' || e.cnpj || ') vence em ' || to_char(cl.valid_until, 'DD/MM/YYYY') || '.',
          e.cnpj, now() - make_interval(days => (cl.id % 90)::int, secs => (cl.id % 86400)::int)
        from company_licenses cl
        join establishments e on e.id = cl.establishment_id
        join companies c on c.id = cl.company_id
        join licenses l on l.id = cl.license_id
        where cl.active and cl.status in ('license_expired', 'near_expiration')
        returning 1)
     select count(*)::int as n from n`,
    `with n as (insert into notifications (client_id, type, title, description, created_at)
        select c.id, 'info', 'Novidades do Conforma ' || i, 'Conheça as novidades da versão ' || i || '.', now() - make_interval(days => i * 20)
        from clients c cross join generate_series(1, 5) i where c.id between 2 and 201
        returning 1)
     select count(*)::int as n from n`,
    `with r as (insert into notification_reads (notification_id, user_id, read_at)
        select n.id, u.id, n.created_at + interval '1 day'
        from notifications n join users u on u.email = 'admin@conta-' || (n.client_id - 1) || '.bench'
        where n.id % 2 = 0
        returning 1)
     select count(*)::int as n from r`,
  ]);

  await step('sequences and marker', [
    ...['groups', 'clients', 'companies', 'establishments', 'licenses', 'company_licenses', 'tags'].map(
      (table) => `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table})) * 0 as n`,
    ),
    'drop function bench_cnpj(text)',
    'drop table bench_popular_cnaes',
    'drop table bench_municipalities',
    `insert into job_runs (name, last_run_on) values ('${markerOf(options.scale)}', ${today})`,
  ]);
  await step('vacuum analyze', ['vacuum analyze']);
  return steps;
}

/**
 * The daily alert job would run at start-up on a database it never ran on
 * (recomputing a million statuses and writing alerts while the bench
 * measures): it is marked as done until tomorrow before every server start.
 */
export async function holdAlertJob(db: Sql, today: string): Promise<void> {
  await db.rows(
    `insert into job_runs (name, last_run_on) values ('license-alerts', $1::date + 1)
     on conflict (name) do update set last_run_on = excluded.last_run_on`,
    [today],
  );
}

export async function hasMarker(db: Sql, scale: number): Promise<boolean> {
  const rows = await db.rows('select 1 from job_runs where name = $1', [markerOf(scale)]);
  return rows.length > 0;
}
