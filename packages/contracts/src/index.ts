/** @module @abstractly/contracts: the request and result schemas and every constant of the seed. */
export * from './options.ts';
export * from './constants.ts';
export * from './form.ts';
export * from './request-fields.ts';
export * from './request.ts';
export * from './result.ts';
export * from './generation.ts';
export { countWords } from './word-count.ts';
export * from './check.ts';
export * from './evidence.ts';
export * from './import-limits.ts';
export * from './plan.ts';
export * from './companions.ts';
