// Fails when files under src/ import each other in a cycle, type-only imports included
// (ADR 017). ESLint's import-x/no-cycle skips `import type`, and a type cycle still ties two
// modules together, so this walks every import TypeScript sees and reports each cycle once.
// It also fails on a loop between server areas: a file of src/server/features/A importing one of
// src/server/features/B is an edge A → B (tests and test kits left out, as in the lint zones),
// and areas form a tree, never a loop (issue 30); each loop is printed with one import per edge.
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

// Tarjan's strongly connected components: every component with more than one node (or a node
// with an edge to itself) is a cycle.
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  function visit(node: string): void {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component);
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

const cycles = cyclesOf(edges);

// The area graph, with the first import seen for each edge (the one printed).
const areaOf = (file: string) =>
  /^src\/server\/features\/([^/]+)\//.exec(file.split('\\').join('/'))?.[1];
const isTestCode = (file: string) => /\.test(-kit)?\.tsx?$/.test(file);
const areaEdges = new Map<string, string[]>();
const example = new Map<string, string>();
for (const [file, imports] of edges) {
  const from = areaOf(file);
  if (!from || isTestCode(file)) continue;
  if (!areaEdges.has(from)) areaEdges.set(from, []);
  for (const imported of imports) {
    const to = areaOf(imported);
    if (!to || to === from) continue;
    const key = `${from} → ${to}`;
    if (example.has(key)) continue;
    example.set(key, `${file} imports ${imported}`);
    areaEdges.get(from)!.push(to);
  }
}

/** The shortest loop from `start` back to it inside a component (breadth-first). */
function shortestLoop(start: string, inside: Set<string>): string[] {
  const before = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i += 1) {
    const node = queue[i]!;
    for (const next of areaEdges.get(node) ?? []) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(before.get(path[0]!)!);
        return [...path, start];
      }
      if (before.has(next)) continue;
      before.set(next, node);
      queue.push(next);
    }
  }
  return [start, start];
}

// Each area caught in a loop, with the shortest loop through it (the same loop printed once).
const areaLoops = new Map<string, string[]>();
for (const component of cyclesOf(areaEdges)) {
  const inside = new Set(component);
  for (const area of [...component].sort()) {
    const loop = shortestLoop(area, inside);
    const members = loop.slice(0, -1);
    const first = members.indexOf([...members].sort()[0]!);
    const key = [...members.slice(first), ...members.slice(0, first)].join(' → ');
    if (!areaLoops.has(key)) areaLoops.set(key, loop);
  }
}

if (cycles.length > 0) {
  console.error(`Import cycles in src/ (type-only imports count too, ADR 017):`);
  for (const cycle of cycles) console.error(`  ${cycle.sort().join('\n    ↔ ')}`);
  process.exitCode = 1;
} else {
  console.log(`No import cycles among ${files.length} files in src/.`);
}
if (areaLoops.size > 0) {
  console.error(`Loops between server areas (src/server/features/*; areas form a tree):`);
  for (const loop of areaLoops.values()) {
    console.error(`  ${loop.join(' → ')}`);
    for (let i = 0; i + 1 < loop.length; i += 1) {
      console.error(`    ${example.get(`${loop[i]} → ${loop[i + 1]}`)}`);
    }
  }
  process.exitCode = 1;
} else {
  console.log(`No loops among ${areaEdges.size} server areas.`);
}
