// The schema lives in db/schema/, one file per area; this file goes with the commit that points
// every import at db/schema/index.ts.
export * from './schema/index.ts';
