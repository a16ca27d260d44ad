// The contract package's public surface: every schema, code and shared rule.
export * from './codes.js';
export * from './errors.js';
export * from './rules/phone.js';
export * from './rules/full-name.js';
export * from './rules/format.js';
export * from './rules/condition.js';
export * from './rules/sort.js';
export * from './auth/fields.js';
export * from './auth/login.js';
export * from './auth/signup.js';
export * from './auth/password-reset.js';
export * from './user/profile.js';
export * from './user/update.js';
export * from './site/site.js';
export * from './listing/lot.js';
export * from './listing/listing.js';
