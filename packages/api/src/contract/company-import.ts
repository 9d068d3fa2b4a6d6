import { maxSerial } from '@product/domain';
import { z } from 'zod/mini';
import { queryInt, wireDate } from './common';
import { companyLicenseSummary } from './companies';

const importPath = '/api/v1/client/company/import';
const jobPath = <Id extends number | string>(id: Id) => `${importPath}/jobs/${id}` as const;

/**
 * Import and export of the current account's companies (spec 2 §7 "Import",
 * "Export"). Both work inside the token's client; no account id travels. A
 * file of more than `importSyncMaxCnpjs` CNPJs becomes an import job (issue
 * 13): the server answers 202 at once and works through it in the
 * background; the job is followed and cancelled by its id.
 */
export const companyImportPaths = {
  /** POST multipart, field `file`: an .xlsx or .csv with CNPJs in the first column. */
  import: importPath,
  /** GET the account's running import jobs and those that ended in the last days, newest first. */
  jobs: `${importPath}/jobs`,
  /** GET one job: its counts and status, and its rows after the `after` row number (query `after`, `limit`). */
  job: jobPath,
  /** POST 'Cancelar': no further row is started; the rows already done stay. */
  cancel: <Id extends number | string>(id: Id) => `${jobPath(id)}/cancel` as const,
  /** GET the companies the caller sees, with their licences, as JSON (the print view and the web app's own sheet). */
  export: '/api/v1/client/company/export',
  /** GET the same data as an Excel file written by the server (text cells starting like a formula are quoted). */
  exportXlsx: '/api/v1/client/company/export.xlsx',
} as const;

/** Largest spreadsheet accepted (spec: reject files over 5 MB). */
export const importMaxBytes = 5 * 1024 * 1024;
/** Most CNPJs one file may hold; each one is a registry lookup. */
export const importMaxCnpjs = 5000;
/**
 * Files of up to this many CNPJs are imported while the request waits (the
 * spec's answer); a larger one becomes a job that survives the page and the server.
 */
export const importSyncMaxCnpjs = 50;
/**
 * Most CNPJs an account may have waiting in its running import jobs (those
 * not done yet, the new file's included): beyond it a new job is refused (429).
 */
export const importQueuedMaxCnpjs = 20_000;

export const companyImportTexts = {
  /** Spec 2 §8 success toast title ('Confira os resultados em tela.' is its description). */
  imported: 'Arquivo importado',
  /** Spec 2 §5. */
  fileRequired: 'Escolha um arquivo Excel para ser lido pela plataforma.',
  emptyFile: 'O arquivo está vazio.',
  tooLarge: 'Arquivo maior que 5 MB. Divida a planilha em arquivos menores.',
  wrongType: 'Envie uma planilha Excel (.xlsx) ou um arquivo .csv.',
  unreadable: 'Não foi possível ler a planilha. Salve-a novamente como .xlsx ou .csv e tente outra vez.',
  /** The zip inside an .xlsx declares more than the platform expands (zip bomb, or a sheet far bigger than CNPJs need). */
  tooBigInside: 'A planilha é grande demais depois de descompactada. Envie só a coluna de CNPJs.',
  /** Reading the sheet passed the server's time or memory limit for one spreadsheet (10 s, 256 MB). */
  tooHeavy: 'A planilha é pesada demais para ser lida. Envie só a coluna de CNPJs.',
  noCnpjs: 'A planilha não tem CNPJs na primeira coluna.',
  /** Rows count, blank ones too: a header and 5,000 CNPJs at most. */
  tooManyCnpjs: 'A planilha tem mais de 5.000 linhas de CNPJs. Divida-a em arquivos menores.',
  // Outcomes of one CNPJ (items[].message). Registry failures and "already in the account" carry the server's own message.
  /** Followed by the registration name: 'Empresa criada: PADARIA SOL LTDA'. */
  created: 'Empresa criada:',
  invalid: 'CNPJ inválido.',
  /** A 12- or 13-digit text cell: probably a CNPJ whose leading zeros the spreadsheet dropped. */
  invalidLostZeros:
    'CNPJ inválido: tem menos de 14 dígitos. Se a planilha removeu zeros à esquerda, formate a coluna como texto.',
  /** Followed by the row of the first occurrence, e.g. 'CNPJ repetido na planilha (primeiro na linha 3).' */
  duplicate: 'CNPJ repetido na planilha',
  /** When the registry refused more lookups, the CNPJs not tried yet. */
  notTried:
    'Não consultado: a Receita Federal limitou as consultas. Importe novamente os CNPJs restantes em alguns minutos.',
  failed: 'Não foi possível criar a empresa deste CNPJ. Tente novamente.',
  // Import jobs (files over importSyncMaxCnpjs CNPJs).
  /** The 202 answer's message. */
  jobStarted: 'Importação iniciada',
  jobCancelled: 'Importação cancelada',
  jobNotFound: 'Importação não encontrada.',
  /** A new job would take the account past importQueuedMaxCnpjs CNPJs waiting (429). */
  tooManyQueued:
    'Há importações demais em andamento nesta conta (até 20.000 CNPJs na fila). Aguarde o término das atuais ou cancele alguma.',
  /** The rows a 'Cancelar' left unstarted. */
  cancelled: 'Não importado: a importação foi cancelada.',
  /** The rows left when the person who started the job may no longer create companies (disabled, or the code removed). */
  interrupted: 'Não importado: quem iniciou a importação não pode mais criar empresas.',
} as const;

export const importOutcomeCodes = ['success', 'error'] as const;

/**
 * One line of the result (spec 2 §3 "Import result"). `cnpj` is the cell as
 * read, trimmed (masked or not, as the person wrote it), so they recognise
 * their row; a numeric Excel cell is read as its digits, see the server's
 * spreadsheet reader for the leading-zero rule.
 */
export const importResultItem = z.object({
  cnpj: z.string(),
  code: z.enum(importOutcomeCodes),
  message: z.string(),
});
export type ImportResultItem = z.infer<typeof importResultItem>;

const count = z.int().check(z.nonnegative());

/** POST answer: counts and one item per CNPJ read, in file order. */
export const companyImportResponse = z.object({
  message: z.string(),
  sent: count,
  success: count,
  error: count,
  items: z.array(importResultItem),
});
export type CompanyImportResponse = z.infer<typeof companyImportResponse>;

export const importJobStatuses = ['running', 'done', 'cancelled', 'failed'] as const;
export type ImportJobStatus = (typeof importJobStatuses)[number];
export const importRowStates = ['pending', 'success', 'error'] as const;
export type ImportRowState = (typeof importRowStates)[number];

/**
 * An import job: `sent` CNPJs read from the file, `done` of them finished
 * (`success` + `error`). `running` until every row is done (`done`), or
 * 'Cancelar' (`cancelled`: the unstarted rows end as errors), or `failed`
 * when the person who started it may no longer create companies.
 */
export const importJob = z.object({
  id: z.int(),
  fileName: z.string(),
  status: z.enum(importJobStatuses),
  sent: count,
  done: count,
  success: count,
  error: count,
  /** Who started it (a USER sees only their own jobs). */
  userName: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ImportJob = z.infer<typeof importJob>;

/** POST answer (202) for a file of more than `importSyncMaxCnpjs` CNPJs: the job, before any lookup. */
export const companyImportJobAccepted = z.object({
  message: z.string(),
  job: importJob,
});
export type CompanyImportJobAccepted = z.infer<typeof companyImportJobAccepted>;

/** POST cancel answer: the job as it is now (a job that had already ended is answered as it was). */
export const companyImportJobCancelled = z.object({
  message: z.string(),
  job: importJob,
});
export type CompanyImportJobCancelled = z.infer<typeof companyImportJobCancelled>;

/** Largest page of a job's rows. */
export const importJobRowsMaxLimit = 1000;

/**
 * GET job query: rows with a row number above `after` (0: from the start),
 * `limit` of them (default and most 1000; 0: the counts alone, for polling).
 */
export const importJobQuery = z.object({
  after: z._default(queryInt('Linha inválida', 0, maxSerial), 0),
  limit: z._default(queryInt('Limite inválido', 0, importJobRowsMaxLimit), importJobRowsMaxLimit),
});
export type ImportJobQuery = z.input<typeof importJobQuery>;

/** One row of a job: its spreadsheet row number, the cell as read, and its outcome once done. */
export const importJobRow = z.object({
  row: z.int(),
  cnpj: z.string(),
  state: z.enum(importRowStates),
  /** Null while pending; then as in the spec's items[].message. */
  message: z.nullable(z.string()),
});
export type ImportJobRow = z.infer<typeof importJobRow>;

/** GET job: the job and a page of its rows in file order; `nextAfter` is the `after` of the next page, null at the end. */
export const importJobResponse = z.object({
  job: importJob,
  items: z.array(importJobRow),
  nextAfter: z.nullable(z.int()),
});
export type ImportJobResponse = z.infer<typeof importJobResponse>;

/** GET jobs: the running ones and those that ended in the last `importJobRecentDays` days, newest first. */
export const importJobListResponse = z.object({ items: z.array(importJob) });
export type ImportJobListResponse = z.infer<typeof importJobListResponse>;
export const importJobRecentDays = 7;

/**
 * A licence row in the export: the company detail's licence summary (spec 2
 * §3 `licenses[{name, status, valid_until}]` and the CNPJ it is for) plus the
 * CNAE that requires it, since one licence may repeat per CNPJ and CNAE.
 */
export const exportLicense = z.extend(companyLicenseSummary, {
  /** The CNAE (`9999-9/99`). */
  code_class: z.string(),
});
export type ExportLicense = z.infer<typeof exportLicense>;

/** A company as 'Dados da Empresa e Licenças' prints it; registry data of its first CNPJ. */
export const exportCompany = z.object({
  id: z.int(),
  name: z.string(),
  enabled: z.boolean(),
  /** Null only for a company without CNPJs. */
  registration_code: z.nullable(z.string()),
  registration_name: z.nullable(z.string()),
  registration_fantasy_name: z.nullable(z.string()),
  registration_situation: z.nullable(z.string()),
  city_name: z.nullable(z.string()),
  uf: z.nullable(z.string()),
  licenses: z.array(exportLicense),
});
export type ExportCompany = z.infer<typeof exportCompany>;

/** GET export: the account, when the data was taken, and its companies by name. */
export const companyExportResponse = z.object({
  client: z.object({ id: z.int(), name: z.string() }),
  generatedAt: wireDate,
  total: count,
  items: z.array(exportCompany),
});
export type CompanyExportResponse = z.infer<typeof companyExportResponse>;
