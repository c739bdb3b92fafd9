// Fails when files under src/ import each other in a cycle, type-only imports included
// (ADR 017). ESLint's import-x/no-cycle skips `import type`, and a type cycle still ties two
// modules together, so this walks every import TypeScript sees and reports each cycle once.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const aliases: Record<string, string> = {
  '#shared/': 'src/shared/',
  '#server/': 'src/server/',
  '#web/': 'src/web/',
};

const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .map((file) => join('src', file))
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
const known = new Set(files);

function target(from: string, spec: string): string | undefined {
  const alias = Object.keys(aliases).find((prefix) => spec.startsWith(prefix));
  const path = alias
    ? join(aliases[alias]!, spec.slice(alias.length))
    : spec.startsWith('.')
      ? join(dirname(from), spec)
      : undefined;
  if (!path) return undefined;
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')]) {
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

const edges = new Map<string, string[]>();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
  edges.set(
    file,
    importedFiles.flatMap(({ fileName }) => target(file, fileName) ?? []),
  );
}

// Tarjan's strongly connected components: every component with more than one file (or a file
// importing itself) is a cycle.
let counter = 0;
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];
function visit(file: string): void {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of edges.get(file) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file)!, low.get(next)!));
    } else if (onStack.has(next)) {
      low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
  }
  if (low.get(file) === index.get(file)) {
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (edges.get(file) ?? []).includes(file)) cycles.push(component);
  }
}
for (const file of files) if (!index.has(file)) visit(file);

if (cycles.length > 0) {
  console.error(`Import cycles in src/ (type-only imports count too, ADR 017):`);
  for (const cycle of cycles) console.error(`  ${cycle.sort().join('\n    ↔ ')}`);
  process.exitCode = 1;
} else {
  console.log(`No import cycles among ${files.length} files in src/.`);
}
