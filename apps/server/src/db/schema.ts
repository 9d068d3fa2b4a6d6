import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
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

export const schema = { groups, clients, users, companies };
export type Schema = typeof schema;
