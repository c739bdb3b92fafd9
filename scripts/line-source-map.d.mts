// Types for line-source-map.mjs (imported by its test).
import type { SourceMapPayload } from 'node:module';

export function keepLineMappings(
  map: Omit<SourceMapPayload, 'names' | 'file' | 'sourceRoot' | 'sourcesContent'> &
    Partial<SourceMapPayload>,
): {
  map: Partial<SourceMapPayload> & { mappings: string };
  total: number;
  kept: number;
};
