/**
 * Risk levels of a CNAE (spec 1 §3), default low. Kept apart from the catalogue's form schemas:
 * the URL validation of the client routes reads it, and that code ships with every page.
 */
export const registrationLevels = ['low_level', 'medium_level', 'high_level'] as const;
export type RegistrationLevel = (typeof registrationLevels)[number];
