import { cnaeMessages, isValidCnae, normalizeCnae, registrationLevels } from '@product/domain';
import { z } from 'zod/mini';
import { listQuery, listResponse, queryInt, wireDate } from './common';

/**
 * Files of the client area (spec 2 §7 "Repository …", "File list", "Delete
 * file", "Logo upload / delete"): a company's repository, the documents
 * browser (CNPJ folders → CNAE folders → files), temporary links and logos.
 */
const companyBase = <CompanyId extends number | string>(companyId: CompanyId) =>
  `/api/v1/client/company/${companyId}` as const;

export const clientFilePaths = {
  /** GET the repository list, POST an upload (multipart `file` + `file_type`). */
  repository: <CompanyId extends number | string>(companyId: CompanyId) =>
    `${companyBase(companyId)}/repository` as const,
  /** GET a temporary link ({url, expiresAt}); DELETE the file. */
  repositoryFile: <CompanyId extends number | string, FileId extends number | string>(
    companyId: CompanyId,
    fileId: FileId,
  ) => `${companyBase(companyId)}/repository/${fileId}` as const,
  /** Level 1 of the documents browser: one folder per CNPJ. */
  documents: <CompanyId extends number | string>(companyId: CompanyId) =>
    `${companyBase(companyId)}/documents` as const,
  /** Level 2: one folder per CNAE with licences of that CNPJ, and the 'Cartão CNPJ'. */
  cnpjDocuments: <CompanyId extends number | string, EstablishmentId extends number | string>(
    companyId: CompanyId,
    establishmentId: EstablishmentId,
  ) => `${companyBase(companyId)}/documents/${establishmentId}` as const,
  /** Level 3: the files attached to that CNPJ-CNAE's licences. */
  cnaeDocuments: <
    CompanyId extends number | string,
    EstablishmentId extends number | string,
    CnaeId extends number | string,
  >(
    companyId: CompanyId,
    establishmentId: EstablishmentId,
    cnaeId: CnaeId,
  ) => `${companyBase(companyId)}/documents/${establishmentId}/${cnaeId}` as const,
  /** Where a local-disk temporary link points; no bearer token (a new tab cannot send one). */
  signedFile: <Token extends string>(token: Token) => `/api/v1/files/signed/${token}` as const,
  /** POST (multipart `file`) or DELETE a company's logo. */
  logo: <CompanyId extends number | string>(companyId: CompanyId) => `/api/v1/s3/company/${companyId}/logo` as const,
  /** The logo image itself (`logoSrc`), public: keys are unguessable and never reused. */
  logoImage: <Key extends string>(key: Key) => `/api/v1/s3/logos/${key}` as const,
} as const;

/** What a repository file proves (spec 2 §3 "Repository item"). */
export const repositoryFileTypes = ['document', 'protocol', 'fee'] as const;
export type RepositoryFileType = (typeof repositoryFileTypes)[number];

/** How long a temporary link works. */
export const fileLinkSeconds = 300;

/**
 * Folder names start with the masked CNPJ and ' - ' ('12.345.678/0001-90 - '),
 * 21 characters the documents screen cuts off (spec 2 "a prefix of about 20
 * characters"): CNPJ folders then show the registration name, CNAE folders
 * '4771-7/01 - Comércio varejista…'. Alphanumeric CNPJs mask to the same length.
 */
export const documentFolderPrefixLength = 21;

export const clientFileTexts = {
  uploaded: 'Arquivo enviado ao repositório com sucesso',
  deleted: 'Documento excluído',
  logoUploaded: 'Logo cadastrada',
  /** Spelled as in the spec (spec 2 §8). */
  logoDeleted: 'Logo excluida',
  fileNotFound: 'Arquivo não encontrado.',
  cnpjNotFound: 'CNPJ não encontrado.',
  cnaeNotFound: 'CNAE não encontrado neste CNPJ.',
  noLogo: 'Esta empresa não tem logo.',
  fileRequired: 'Escolha um arquivo para enviar.',
  fileTypeRequired: 'Informe o tipo do arquivo: document, protocol ou fee.',
  fileTypeInvalid: 'Tipo do arquivo inválido: use document, protocol ou fee.',
  emptyFile: 'O arquivo está vazio.',
  /** Followed by the limit, e.g. 'Arquivo maior que 20 MB.' */
  tooLarge: 'Arquivo maior que',
  unsupported:
    'Tipo de arquivo não aceito. Envie PDF, imagem (PNG, JPEG, GIF, WEBP), documento do Office (DOC, DOCX, XLS, XLSX, PPT, PPTX), OpenDocument (ODT, ODS, ODP) ou texto (TXT, CSV).',
  /** Followed by the extension, e.g. 'O conteúdo do arquivo não corresponde à extensão .pdf.' */
  mismatch: 'O conteúdo do arquivo não corresponde à extensão',
  macros: 'Arquivos do Office com macros não são aceitos. Salve o arquivo sem macros (DOCX, XLSX, PPTX).',
  logoUnsupported: 'Envie a logo em PNG, JPEG, GIF ou WEBP (SVG não é aceito).',
  linkInvalid: 'Link inválido. Abra o arquivo novamente pela plataforma.',
  linkExpired: 'Link expirado. Abra o arquivo novamente pela plataforma.',
  sortInvalid: 'Ordenação inválida.',
  directionInvalid: 'Direção inválida: use asc ou desc.',
  cnaeLevelInvalid: 'Nível de CNAE inválido.',
} as const;

/** One file of the repository (spec 2 §3): `type` is the extension; size in bytes. */
export const repositoryItem = z.object({
  id: z.int(),
  name: z.string(),
  type: z.string(),
  file_type: z.enum(repositoryFileTypes),
  size: z.int().check(z.nonnegative()),
  createdAt: wireDate,
});
export type RepositoryItem = z.infer<typeof repositoryItem>;

/** GET repository: sorted by name; spec 2 §9 "file repository default limit 9999". */
export const repositoryListQuery = z.extend(listQuery, {
  limit: z._default(queryInt('Limite inválido', 1, 10_000_000), 9999),
  file_type: z.optional(z.enum(repositoryFileTypes, clientFileTexts.fileTypeInvalid)),
});
export type RepositoryListQuery = z.input<typeof repositoryListQuery>;

export const repositoryListResponse = listResponse(repositoryItem);
export type RepositoryListResponse = z.infer<typeof repositoryListResponse>;

/** The text fields of the multipart upload (the `file` part is checked by content on the server). */
export const repositoryUploadFields = z.object({
  file_type: z.enum(repositoryFileTypes, {
    error: (issue) => (issue.input === undefined ? clientFileTexts.fileTypeRequired : clientFileTexts.fileTypeInvalid),
  }),
});

export const repositoryUploadResponse = z.object({ message: z.string(), file: repositoryItem });
export type RepositoryUploadResponse = z.infer<typeof repositoryUploadResponse>;

/** A temporary link: a path on this server (local disk) or a presigned storage URL; ISO 8601 expiry. */
export const fileLinkResponse = z.object({ url: z.string(), expiresAt: z.iso.datetime() });
export type FileLinkResponse = z.infer<typeof fileLinkResponse>;

export const fileMessageResponse = z.object({ message: z.string() });
export type FileMessageResponse = z.infer<typeof fileMessageResponse>;

export const logoUploadResponse = z.object({ message: z.string(), logoSrc: z.string() });
export type LogoUploadResponse = z.infer<typeof logoUploadResponse>;

/** Sort keys of the documents browser; those that do not apply to a level sort by name. */
export const documentSorts = ['name', 'id', 'createdAt', 'validUntil', 'fiscalLicenseName'] as const;
export type DocumentSort = (typeof documentSorts)[number];

/** `cnae`: one or more CNAE codes, comma separated, masked or bare, optionally quoted ("4771-7/01","5611201"). */
export const cnaeCodesParam = z.pipe(
  z.string().check(z.maxLength(2000, cnaeMessages.invalid)),
  z.transform((value, context) => {
    const codes = value
      .split(',')
      .map((part) => part.trim().replace(/^["']|["']$/g, ''))
      .filter((part) => part !== '');
    if (codes.some((code) => !isValidCnae(code))) {
      context.issues.push({ code: 'custom', message: cnaeMessages.invalid, input: value });
      return [];
    }
    return [...new Set(codes.map((code) => normalizeCnae(code)))];
  }),
);

/** Query of the three documents levels (spec 2 §7 "File list" plus the screen's cnae_level and cnae). */
export const documentsQuery = z.extend(listQuery, {
  sort: z._default(z.enum(documentSorts, clientFileTexts.sortInvalid), 'name'),
  direction: z._default(
    z.pipe(z.string().check(z.toLowerCase()), z.enum(['asc', 'desc'] as const, clientFileTexts.directionInvalid)),
    'asc',
  ),
  cnae_level: z.optional(z.enum(registrationLevels, clientFileTexts.cnaeLevelInvalid)),
  cnae: z.optional(cnaeCodesParam),
});
export type DocumentsQuery = z.input<typeof documentsQuery>;

const folderFields = {
  /** Technical prefix + shown name; see documentFolderPrefixLength. */
  name: z.string(),
  type: z.literal('folder'),
  /** The CNPJ, 14 characters. */
  registrationCode: z.string(),
  /** The establishment ("CNPJ") id: the route's `clientNationalRegistrationId`. */
  clientNationalRegistrationId: z.int(),
  fiscalLicenseName: z.null(),
  validUntil: z.null(),
  /** Distinct files attached to the licences inside. */
  totalFiles: z.int().check(z.nonnegative()),
};

/** Level 1: a CNPJ folder; `id` is the establishment id. */
export const cnpjFolderItem = z.object({
  kind: z.literal('cnpj-folder'),
  id: z.int(),
  ...folderFields,
  registrationName: z.string(),
  establishmentType: z.enum(['MATRIZ', 'FILIAL']),
  enabled: z.boolean(),
});

/** Level 2: a CNAE folder; `id` is the CNAE id, the route's `clientNationalRegistrationFiscalRegistrationId`. */
export const cnaeFolderItem = z.object({
  kind: z.literal('cnae-folder'),
  id: z.int(),
  ...folderFields,
  clientNationalRegistrationFiscalRegistrationId: z.int(),
  fiscalRegistrationCodeClass: z.string(),
  fiscalRegistrationCodeDescription: z.string(),
  registrationLevel: z.enum(registrationLevels),
});

const activity = z.object({ code: z.string(), text: z.string() });

/** What the printable 'Cartão CNPJ' shows (the CnpjCard component's fields). */
export const cnpjCardData = z.object({
  registrationCode: z.string(),
  type: z.enum(['MATRIZ', 'FILIAL']),
  /** Calendar days, 'YYYY-MM-DD'. */
  openingDate: z.nullable(z.string()),
  businessName: z.string(),
  tradeName: z.nullable(z.string()),
  legalNature: z.nullable(z.string()),
  primaryActivity: z.nullable(activity),
  secondaryActivities: z.array(activity),
  address: z.object({
    street: z.nullable(z.string()),
    number: z.nullable(z.string()),
    complement: z.nullable(z.string()),
    postalCode: z.nullable(z.string()),
    neighborhood: z.nullable(z.string()),
    city: z.nullable(z.string()),
    state: z.nullable(z.string()),
  }),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  situation: z.string(),
  situationDate: z.nullable(z.string()),
});
export type CnpjCardData = z.infer<typeof cnpjCardData>;

/** Level 2's pseudo-file 'Cartão CNPJ' (first on the first page); `id` is the establishment id. */
export const cnpjCardItem = z.object({
  kind: z.literal('cnpj-card'),
  id: z.int(),
  name: z.literal('Cartão CNPJ'),
  type: z.literal('cnpj-card'),
  registrationCode: z.string(),
  clientNationalRegistrationId: z.int(),
  fiscalLicenseName: z.null(),
  validUntil: z.null(),
  card: cnpjCardData,
});

/**
 * Level 3: a file attached to one licence row of the CNPJ-CNAE; `id` is the
 * file id (Abrir: GET repository/{id}; Excluir: DELETE repository/{id}). A
 * file attached to two licences of the folder is listed once per licence.
 */
export const documentFileItem = z.object({
  kind: z.literal('file'),
  id: z.int(),
  name: z.string(),
  /** The extension. */
  type: z.string(),
  file_type: z.enum(repositoryFileTypes),
  registrationCode: z.string(),
  clientNationalRegistrationId: z.int(),
  clientNationalRegistrationFiscalRegistrationId: z.int(),
  companyLicenseId: z.int(),
  fiscalLicenseId: z.int(),
  fiscalLicenseName: z.string(),
  /** The licence's validity (a calendar day at 00:00 UTC), null when it has none. */
  validUntil: z.nullable(wireDate),
  size: z.int().check(z.nonnegative()),
  createdAt: wireDate,
});

export const documentItem = z.discriminatedUnion('kind', [
  cnpjFolderItem,
  cnaeFolderItem,
  cnpjCardItem,
  documentFileItem,
]);
export type DocumentItem = z.infer<typeof documentItem>;
export type CnpjFolderItem = z.infer<typeof cnpjFolderItem>;
export type CnaeFolderItem = z.infer<typeof cnaeFolderItem>;
export type CnpjCardItem = z.infer<typeof cnpjCardItem>;
export type DocumentFileItem = z.infer<typeof documentFileItem>;

const count = z.int().check(z.nonnegative());

/** The file list answer: spec 2 spells `page_in_range` here; `pages_in_range` too, as every other list. */
export const documentsResponse = z.object({
  items: z.array(documentItem),
  total: count,
  page_in_range: count,
  pages_in_range: count,
});
export type DocumentsResponse = z.infer<typeof documentsResponse>;
