export * from './access';
export * from './accounts';
export * from './auth';
export * from './brand';
export * from './dates';
export * from './messages';
export * from './pagination';
export * from './roles';
