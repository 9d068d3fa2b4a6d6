export * from './accounts/list-accounts';
export * from './auth/login';
export * from './http';
export * from './session';
