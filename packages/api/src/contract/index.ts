export * from './accounts';
export * from './auth';
export * from './common';
export * from './paths';
