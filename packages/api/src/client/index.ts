export * from './accounts/list-accounts';
export * from './auth/login';
export * from './auth/password-reset';
export * from './auth/signup';
export * from './http';
export * from './session';
