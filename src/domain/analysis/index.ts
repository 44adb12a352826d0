/** Pure functions of the analyses and data-quality checks (docs/analysis.md). */
export * from './alerts';
export type * from './dto';
export * from './assessment';
export * from './rolling';
export * from './correlation';
export * from './legFacts';
export * from './segments';
export * from './theoretical';
export * from './tolerance';
export * from './fleet';
export * from './comparison';
