// Long on purpose: the whole database schema in one file, the single source drizzle-kit reads to write
// the migrations (apps/server/drizzle); splitting it would split the migration history's source.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// After a change here run `npm run db:generate -w @product/server` and commit
// the SQL it writes to apps/server/drizzle.

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Null until the first edit, shown as 'n/d' (spec 1 "Account list"). */
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' });

/** Business groups; group 1 is the provider's own (spec 1 §9). */
export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Accounts ("clients" on the wire), each in one group. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type', { enum: ['CLIENT', 'BUSINESS', 'PROVIDER'] }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id),
    /** 'Exigir verificação em duas etapas' of the client users screen: every user of the account must set one up. */
    mfaRequired: boolean('mfa_required').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('clients_group_id_idx').on(t.groupId),
    index('clients_type_idx').on(t.type),
    check('clients_type_check', sql`${t.type} in ('CLIENT', 'BUSINESS', 'PROVIDER')`),
  ],
);

/**
 * People who sign in. The access role is not constrained in SQL because the
 * staff super-role's code is a brand setting (`brand.roleCode`); the server
 * only ever writes codes from `accessRoles`.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    accessRole: text('access_role').notNull(),
    permissionRoles: text('permission_roles').array().notNull().default(sql`'{}'::text[]`),
    clientId: integer('client_id').references(() => clients.id),
    enabled: boolean('enabled').notNull().default(true),
    /** Carried in every token as `sv`; raising it ends the person's sessions (`auth/sessions.ts`). */
    sessionVersion: integer('session_version').notNull().default(0),
    /** The authenticator app's base32 secret once a first code confirmed it (issue 28); null: no app. */
    totpSecret: text('totp_secret'),
    /** A secret shown for set-up and not yet confirmed; it replaces nothing until confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The 30-second step of the last code accepted: a code is never accepted twice, nor an older one. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_uid_key').on(t.uid),
    index('users_client_id_idx').on(t.clientId),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Companies of an account: a group of establishments (CNPJs) sharing one
 * 8-character root. The registry data shown for the company is that of its
 * first CNPJ (the lowest establishment id).
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The first 8 characters of its CNPJs; every CNPJ added must share it. Null only for rows made before the client area. */
    cnpjRoot: text('cnpj_root'),
    /** Storage key of the logo image (`/api/v1/s3`), null for the fallback image. */
    logoKey: text('logo_key'),
    /** When the registry data was last fetched ('Atualizado há cerca de N dias'). */
    registryUpdatedAt: timestamp('registry_updated_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('companies_client_id_idx').on(t.clientId, t.id),
    index('companies_client_name_idx').on(t.clientId, t.name),
  ],
);

/** The CNAE catalogue (spec 1 §3): subclasses with the risk level staff assign. */
export const cnaes = pgTable(
  'cnaes',
  {
    id: serial('id').primaryKey(),
    /** Masked `9999-9/99`, unique. */
    codeClass: text('code_class').notNull(),
    codeDescription: text('code_description').notNull(),
    registrationLevel: text('registration_level', { enum: ['low_level', 'medium_level', 'high_level'] })
      .notNull()
      .default('low_level'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cnaes_code_class_key').on(t.codeClass),
    check('cnaes_code_class_check', sql`${t.codeClass} ~ '^[0-9]{4}-[0-9]/[0-9]{2}$'`),
    check('cnaes_level_check', sql`${t.registrationLevel} in ('low_level', 'medium_level', 'high_level')`),
  ],
);

/** Licence definitions (spec 1 §3 "Licence (admin definition)"), with the scales of spec 1 §5. */
export const licenses = pgTable(
  'licenses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    impact: integer('impact').notNull(),
    complexity: integer('complexity').notNull(),
    estimatedEffort: integer('estimated_effort').notNull(),
    estimatedBureaucratic: integer('estimated_bureaucratic').notNull(),
    estimatedValid: integer('estimated_valid').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('licenses_impact_check', sql`${t.impact} between 1 and 3`),
    check('licenses_complexity_check', sql`${t.complexity} between 1 and 3`),
    check('licenses_effort_check', sql`${t.estimatedEffort} between 0 and 30`),
    check('licenses_bureaucratic_check', sql`${t.estimatedBureaucratic} between 0 and 365`),
    check('licenses_valid_check', sql`${t.estimatedValid} between 0 and 365`),
  ],
);

/** Which CNAEs require which licence (`fiscalRegistrations` on the wire). */
export const licenseCnaes = pgTable(
  'license_cnaes',
  {
    licenseId: integer('license_id')
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    cnaeId: integer('cnae_id')
      .notNull()
      .references(() => cnaes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.licenseId, t.cnaeId] }), index('license_cnaes_cnae_id_idx').on(t.cnaeId)],
);

/** Registry answers keep these shapes (spec 2 §3 primary_activity, secondary_activities, qsa). */
export interface ActivityRecord {
  /** Masked `9999-9/99`. */
  code: string;
  text: string;
}
export interface PartnerRecord {
  name: string;
  qual: string;
}

/**
 * Establishments ("CNPJs" on the wire), each with the registry data last
 * fetched for it. `client_id` is repeated from the company so every tenant
 * filter is one indexed column.
 */
export const establishments = pgTable(
  'establishments',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 14 upper-case characters, numeric or alphanumeric, check digits verified. */
    cnpj: text('cnpj').notNull(),
    type: text('type', { enum: ['MATRIZ', 'FILIAL'] }).notNull(),
    registrationName: text('registration_name').notNull(),
    fantasyName: text('fantasy_name'),
    /** ATIVA, INATIVA, INAPTA or BAIXADA (spec 2 §3). */
    situation: text('situation', { enum: ['ATIVA', 'INATIVA', 'INAPTA', 'BAIXADA'] }).notNull(),
    /** The registry's own wording of the situation or its reason ('registrationStatus'). */
    situationReason: text('situation_reason'),
    situationDate: date('situation_date', { mode: 'string' }),
    openingDate: date('opening_date', { mode: 'string' }),
    legalNature: text('legal_nature'),
    companySize: text('company_size'),
    /** Decimal as text, e.g. '150000.00'. */
    shareCapital: numeric('share_capital', { precision: 18, scale: 2 }),
    email: text('email'),
    phone: text('phone'),
    street: text('street'),
    number: text('number'),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    zipCode: text('zip_code'),
    cityName: text('city_name'),
    /** UF, e.g. 'MG'. */
    stateAlias: text('state_alias'),
    ibgeCode: text('ibge_code'),
    /** The municipality's coordinates (reference-data/municipios.csv). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    primaryActivity: jsonb('primary_activity').$type<ActivityRecord | null>(),
    secondaryActivities: jsonb('secondary_activities').$type<ActivityRecord[]>().notNull().default([]),
    qsa: jsonb('qsa').$type<PartnerRecord[]>().notNull().default([]),
    /** 'brasilapi', 'receitaws' or 'offline'. */
    registrySource: text('registry_source').notNull(),
    registryUpdatedAt: timestamp('registry_updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * Whether the CNPJ has a CNAE of each risk level: kept by the database (triggers on
     * establishment_cnaes and on a CNAE's level, migration 0008), never written by the app, so the
     * dashboard counts CNPJs by risk from these columns instead of joining every CNAE link.
     */
    cnaeHighLevel: boolean('cnae_high_level').notNull().default(false),
    cnaeMediumLevel: boolean('cnae_medium_level').notNull().default(false),
    cnaeLowLevel: boolean('cnae_low_level').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('establishments_client_cnpj_key').on(t.clientId, t.cnpj),
    index('establishments_company_id_idx').on(t.companyId, t.id),
    // The dashboard's aggregates over an account's CNPJs, each read from its index alone (no table
    // rows): CNPJs by CNAE levels, companies by their first CNPJ's situation, and the map's places
    // (which also find one place's CNPJs).
    index('establishments_client_levels_idx').on(t.clientId, t.cnaeHighLevel, t.cnaeMediumLevel, t.cnaeLowLevel),
    index('establishments_client_company_situation_idx').on(t.clientId, t.companyId, t.id, t.situation),
    index('establishments_client_place_idx').on(t.clientId, t.latitude, t.longitude, t.cityName, t.stateAlias),
    check('establishments_cnpj_check', sql`${t.cnpj} ~ '^[0-9A-Z]{12}[0-9]{2}$'`),
  ],
);

/** The CNAEs of an establishment (primary and secondary), linked to the catalogue. */
export const establishmentCnaes = pgTable(
  'establishment_cnaes',
  {
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    cnaeId: integer('cnae_id')
      .notNull()
      .references(() => cnaes.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.establishmentId, t.cnaeId] }),
    index('establishment_cnaes_cnae_id_idx').on(t.cnaeId),
  ],
);

/** Tags of an account (spec 2 "Companies list"). */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tags_client_tag_key').on(t.clientId, sql`lower(${t.tag})`)],
);

export const companyTags = pgTable(
  'company_tags',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.tagId] }), index('company_tags_tag_id_idx').on(t.tagId)],
);

/**
 * Files of a company's repository (documents, protocols, fees) and logos.
 * The bytes live in the file storage under `storage_key`; the name is the
 * sanitised original.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-case extension without the dot, e.g. 'pdf'. */
    extension: text('extension').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    fileType: text('file_type', { enum: ['document', 'protocol', 'fee', 'logo'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_company_id_idx').on(t.companyId, t.name),
    index('files_client_id_idx').on(t.clientId),
    uniqueIndex('files_storage_key_key').on(t.storageKey),
  ],
);

/**
 * A company's licence rows: one per establishment, CNAE and licence
 * definition linked to that CNAE. Rows are derived from the catalogue; when
 * the link goes away a row without data is deleted, one with data is kept
 * inactive (hidden) and comes back if the link returns.
 */
export const companyLicenses = pgTable(
  'company_licenses',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    cnaeId: integer('cnae_id')
      .notNull()
      .references(() => cnaes.id, { onDelete: 'cascade' }),
    licenseId: integer('license_id')
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    /** Stored so lists filter and count in SQL; recomputed on every change and by the daily job. */
    status: text('status', {
      enum: ['in_conformity', 'pending', 'license_expired', 'near_expiration', 'renewing', 'not_necessary'],
    })
      .notNull()
      .default('pending'),
    isNecessary: boolean('is_necessary').notNull().default(true),
    /** null while pending; 'document' (Licença) or 'protocol' (Protocolo). */
    type: text('type', { enum: ['document', 'protocol'] }),
    problem: text('problem'),
    description: text('description'),
    validUntil: date('valid_until', { mode: 'string' }),
    conditions: text('conditions'),
    note: text('note'),
    feeName: text('fee_name'),
    feeAmount: numeric('fee_amount', { precision: 14, scale: 2 }),
    feeExpirationDate: date('fee_expiration_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('company_licenses_row_key').on(t.establishmentId, t.cnaeId, t.licenseId),
    index('company_licenses_company_idx').on(t.companyId, t.active, t.status),
    index('company_licenses_client_status_idx').on(t.clientId, t.active, t.status),
    index('company_licenses_valid_until_idx').on(t.validUntil),
    index('company_licenses_license_id_idx').on(t.licenseId),
    index('company_licenses_cnae_id_idx').on(t.cnaeId),
  ],
);

/**
 * How many active licence rows each company has in each status: kept by the
 * database (statement triggers on company_licenses add each statement's
 * difference, migration 0009), never written by the app, so the dashboard
 * sums one row per company instead of counting every licence row. Adding
 * differences, not recounting, keeps two transactions that change the same
 * company's rows at once from overwriting each other's count.
 */
export const companyLicenseCounts = pgTable(
  'company_license_counts',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    inConformity: integer('in_conformity').notNull().default(0),
    pending: integer('pending').notNull().default(0),
    licenseExpired: integer('license_expired').notNull().default(0),
    nearExpiration: integer('near_expiration').notNull().default(0),
    renewing: integer('renewing').notNull().default(0),
    notNecessary: integer('not_necessary').notNull().default(0),
  },
  (t) => [
    // An account's sums from the index alone.
    index('company_license_counts_client_idx').on(
      t.clientId,
      t.inConformity,
      t.pending,
      t.licenseExpired,
      t.nearExpiration,
      t.renewing,
      t.notNecessary,
    ),
  ],
);

/** Files attached to a licence row: its documents, protocols and fee receipts. */
export const companyLicenseFiles = pgTable(
  'company_license_files',
  {
    companyLicenseId: integer('company_license_id')
      .notNull()
      .references(() => companyLicenses.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['document', 'protocol', 'fee'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyLicenseId, t.fileId] }),
    index('company_license_files_file_id_idx').on(t.fileId),
  ],
);

/** Companies a USER may work with (spec 2 §5 'companies'). */
export const userCompanies = pgTable(
  'user_companies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index('user_companies_company_id_idx').on(t.companyId)],
);

/**
 * Notifications of an account (spec 2 §3). An expiry alert names its licence
 * row and stage (days before validUntil, 0 = expired); the unique index makes
 * a second alert for the same stage impossible.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    companyLicenseId: integer('company_license_id').references(() => companyLicenses.id, { onDelete: 'cascade' }),
    stage: integer('stage'),
    /** 'alert' (expiry) or 'info'. */
    type: text('type', { enum: ['alert', 'info'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The CNPJ the notification is about (registration_code on the wire). */
    registrationCode: text('registration_code'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_client_created_idx').on(t.clientId, t.createdAt),
    uniqueIndex('notifications_license_stage_key').on(t.companyLicenseId, t.stage),
  ],
);

/** Who has read which notification ('Marcar como lida' is per person). */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index('notification_reads_user_id_idx').on(t.userId)],
);

/** Scheduled jobs: the last day each one completed, so a missed day is caught up. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunOn: date('last_run_on', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Every mutation: who acted (a snapshot of name and e-mail, so the entry
 * survives the user), on whose behalf (the account it happened in), what and when.
 */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    /** The account the action was taken in (for staff who entered a client, that client). */
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** A stable code such as `client.update`. */
    action: text('action').notNull(),
    /** The Portuguese sentence the logs screen shows. */
    actionDetails: text('action_details').notNull(),
    entityType: text('entity_type'),
    entityId: integer('entity_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_logs_client_created_idx').on(t.clientId, t.createdAt),
    index('activity_logs_user_id_idx').on(t.userId),
  ],
);

/** Single-use password reset tokens; only a hash of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Passkeys (WebAuthn credentials, issue 28): the public key and signature counter of each, by its
 * credential id (base64url). Discoverable, so a sign-in needs no e-mail: the credential names its user.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter; one that goes back means a cloned key (refused). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    /** Synced between devices (a multi-device passkey) or bound to one (a security key). */
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('passkeys_credential_id_key').on(t.credentialId), index('passkeys_user_id_idx').on(t.userId)],
);

/** Recovery codes of the authenticator app: only their SHA-256 (each has 50 random bits), single use. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
);

/**
 * WebAuthn challenges, kept on the server: single use (a ceremony deletes its row as it reads it)
 * and short-lived (`expires_at`, 5 minutes). A registration's row names its user; a sign-in's does not.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: serial('id').primaryKey(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose', { enum: ['register', 'authenticate'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webauthn_challenges_challenge_key').on(t.challenge),
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Private calendar subscriptions (ICS feed): one link per person per account
 * (a client user's own account; staff get one per client they entered).
 * Only the SHA-256 of the link's token is kept, for the lookup; the token is
 * an HMAC of `token_seed` under the server's secret, so the settings dialog
 * can show the current link again while the database alone never holds it.
 * A new link replaces the row, and the old link stops working.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    tokenSeed: text('token_seed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash),
    uniqueIndex('calendar_feeds_user_client_key').on(t.userId, t.clientId),
    index('calendar_feeds_client_id_idx').on(t.clientId),
  ],
);

/**
 * Company imports too large to wait for (issue 13): one row per job, worked
 * through by the server's import worker (company-import/worker.ts). A worker
 * owns a job while its lease runs (`worker_id`, `lease_expires_at`) and
 * renews it as it goes; a job whose lease ran out (its server stopped) is
 * taken up by the next worker. The counts move in the same transaction as
 * each row's outcome. `actor_*` is who started it, kept for the log entry.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Who started it; null once that person is deleted (the job then stops: see the worker). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** A USER's import: each company created is assigned to them, as in the synchronous import. */
    assignToUser: boolean('assign_to_user').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: ['running', 'done', 'cancelled', 'failed'] })
      .notNull()
      .default('running'),
    total: integer('total').notNull(),
    success: integer('success').notNull().default(0),
    error: integer('error').notNull().default(0),
    workerId: text('worker_id'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true, mode: 'date' }),
    /** When a worker last began a slice of it (database clock); the account's latest is its turn (see claimJob). */
    turnAt: timestamp('turn_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('import_jobs_client_created_idx').on(t.clientId, t.createdAt),
    index('import_jobs_status_lease_idx').on(t.status, t.leaseExpiresAt),
    // Each claim reads every waiting account's turn and queued rows from its running jobs alone.
    index('import_jobs_running_client_idx').on(t.clientId, t.turnAt).where(sql`status = 'running'`),
    check('import_jobs_status_check', sql`${t.status} in ('running', 'done', 'cancelled', 'failed')`),
  ],
);

/** The CNPJs of an import job, one per spreadsheet row, each pending until its own transaction settles it. */
export const importJobRows = pgTable(
  'import_job_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    /** The spreadsheet's row number (1-based): file order, and the cursor of the job's pages. */
    rowNumber: integer('row_number').notNull(),
    /** The cell as read (masked or not). */
    cnpj: text('cnpj').notNull(),
    state: text('state', { enum: ['pending', 'success', 'error'] })
      .notNull()
      .default('pending'),
    message: text('message'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('import_job_rows_job_row_key').on(t.jobId, t.rowNumber),
    index('import_job_rows_job_state_idx').on(t.jobId, t.state),
    check('import_job_rows_state_check', sql`${t.state} in ('pending', 'success', 'error')`),
  ],
);

/** Sign-in attempts and confirmed password resets, for the login limit (`auth/attempts.ts`). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_created_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_created_idx').on(t.ip, t.createdAt),
  ],
);

/** Public calls counted per address to keep them from being abused (sign-up, password reset; `http/rate-limit.ts`). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: text('action').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_action_key_created_idx').on(t.action, t.key, t.createdAt)],
);

/**
 * How far each account's data has moved, kept by the database (migration 0012): statement
 * triggers on every table a read shows raise the row of each account a statement touched
 * (account 0: what no account owns — groups, the CNAE and licence catalogue, staff), never the
 * app. A signed-in GET's ETag is made from it (http/conditional), so an unchanged answer is a 304
 * without its SQL, on every instance. A version only grows — to the clock's microseconds or by
 * one — so an older backup restored never brings back a value an ETag was made from. Each
 * connection writes its own slot (its backend's pid modulo 8): concurrent writers of one account
 * rarely wait for each other's commit; the version of an account is the sum of its slots.
 */
export const dataVersions = pgTable(
  'data_versions',
  {
    accountId: integer('account_id').notNull(),
    slot: smallint('slot').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.slot] })],
);

export const schema = {
  groups,
  clients,
  users,
  companies,
  cnaes,
  licenses,
  licenseCnaes,
  activityLogs,
  passwordResetTokens,
  calendarFeeds,
  importJobs,
  importJobRows,
  loginAttempts,
  establishments,
  establishmentCnaes,
  tags,
  companyTags,
  files,
  companyLicenses,
  companyLicenseFiles,
  userCompanies,
  notifications,
  notificationReads,
  jobRuns,
  rateLimitHits,
  dataVersions,
};
export type Schema = typeof schema;
