/**
 * A summary of a `node --cpu-prof` profile of the server bundle: self time per function and per
 * source file (the bundle's source map names the TypeScript file or the package), within a time
 * window given on the monotonic clock (`process.hrtime` in the bench and V8's profile use the same
 * one on Linux, so a window the bench noted selects the samples of one scenario).
 */
import { readFile } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Sampled ms in the window (idle included). */
  totalMs: number;
  idleMs: number;
  functions: { name: string; where: string; selfMs: number; share: number }[];
  /** Self time per package or source folder (`fastify`, `pg`, `src/server/features/drops`, …). */
  areas: { area: string; selfMs: number; share: number }[];
}

/** Self time per function and per area of `file` within [fromUs, toUs] (all when absent). */
export async function summariseProfile(
  file: string,
  window: { fromUs?: number; toUs?: number } = {},
  top = 25,
): Promise<ProfileSummary> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;
  const maps = new Map<string, SourceMap | null>();
  const mapOf = async (url: string) => {
    if (!url.startsWith('file://')) return null;
    if (!maps.has(url)) {
      const payload = await readFile(`${fileURLToPath(url)}.map`, 'utf8').catch(() => undefined);
      maps.set(url, payload ? new SourceMap(JSON.parse(payload) as never) : null);
    }
    return maps.get(url) ?? null;
  };
  const selfUs = new Map<number, number>();
  let t = profile.startTime;
  const from = window.fromUs ?? -Infinity;
  const to = window.toUs ?? Infinity;
  let totalUs = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from || t > to) return;
    const delta = profile.timeDeltas[i + 1] ?? 0;
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
    totalUs += delta;
  });
  const byFunction = new Map<string, { name: string; where: string; us: number }>();
  const byArea = new Map<string, number>();
  let idleUs = 0;
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id);
    if (!us) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const name = functionName || '(anonymous)';
    if (name === '(idle)') idleUs += us;
    let where = url ? `${url.replace(/^.*\//, '')}:${lineNumber + 1}` : '';
    let area = url.startsWith('node:') ? `node:${url.slice(5).split('/')[0]}` : '(V8/native)';
    // A dependency (loaded from node_modules, outside the bundle): its package.
    const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
    if (pkg) {
      area = pkg[1]!;
      where = `${pkg[1]}/${pkg[2]}:${lineNumber + 1}`;
    }
    const map = pkg ? null : await mapOf(url);
    if (map) {
      const entry = map.findEntry(lineNumber, columnNumber) as {
        originalSource?: string;
        originalLine?: number;
      };
      if (entry.originalSource) {
        const source = entry.originalSource.replace(/^.*?(node_modules\/|src\/)/, '$1');
        where = `${source}:${(entry.originalLine ?? 0) + 1}`;
        area = source.startsWith('node_modules/')
          ? (/^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? source)
          : source.split('/').slice(0, 4).join('/');
      }
    }
    if (!url && name.startsWith('(')) area = name;
    const key = `${name} ${where}`;
    const f = byFunction.get(key) ?? { name, where, us: 0 };
    f.us += us;
    byFunction.set(key, f);
    byArea.set(area, (byArea.get(area) ?? 0) + us);
  }
  const busyUs = Math.max(1, totalUs - idleUs);
  const ms = (us: number) => Math.round(us / 100) / 10;
  const share = (us: number) => Math.round((us / busyUs) * 1000) / 10;
  return {
    totalMs: ms(totalUs),
    idleMs: ms(idleUs),
    functions: [...byFunction.values()]
      .filter((f) => f.name !== '(idle)')
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map((f) => ({ name: f.name, where: f.where, selfMs: ms(f.us), share: share(f.us) })),
    areas: [...byArea]
      .filter(([area]) => area !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([area, us]) => ({ area, selfMs: ms(us), share: share(us) })),
  };
}
