import { execFileSync } from 'node:child_process';
import { oldNodeRefusal } from '../lib/refuse-old-node.ts';

/**
 * The machine's own Node (Debian's /usr/bin/node: 20 here) when it is older than the pinned one,
 * for the tests of the server's refusal to start on it; undefined where there is none.
 */
export function olderSystemNode(): { path: string; version: string } | undefined {
  try {
    const version = execFileSync('/usr/bin/node', ['--version'], { encoding: 'utf8' }).trim();
    return oldNodeRefusal(version) ? { path: '/usr/bin/node', version } : undefined;
  } catch {
    return undefined;
  }
}
