export * from './core.js';
export * from './files.js';
export * from './dictionaries.js';
export * from './admin.js';
export * from './fleet.js';
export * from './history.js';
export * from './security.js';
export * from './ledger.js';
