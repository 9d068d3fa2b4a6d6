import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
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

/** Companies of an account; the client area extends this table later. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('companies_client_id_idx').on(t.clientId)],
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

/** Sign-in attempts, for the limit of 10 failures per e-mail and per IP in 15 minutes. */
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
  loginAttempts,
};
export type Schema = typeof schema;
