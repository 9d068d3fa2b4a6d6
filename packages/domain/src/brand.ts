/**
 * The brand is one setting: a deployment can rename the product and its staff
 * super-role without touching any screen. Everything that shows the name or
 * checks the super-role reads it from here.
 */
export const brand = {
  name: 'Conforma',
  /** Access-role code of the provider's own staff (`{product}` in the spec). */
  roleCode: 'CONFORMA',
  /** Address used for the first administrator when none is configured. */
  defaultAdminEmail: 'admin@conforma.local',
} as const;

export type BrandRoleCode = typeof brand.roleCode;
