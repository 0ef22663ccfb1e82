export * from './issues.js';
export * from './primitives.js';
export * from './orgnr.js';
export * from './resources.js';
export * from './operations.js';
export * from './validate.js';
export * from './console.js';
export * from './openapi.js';
