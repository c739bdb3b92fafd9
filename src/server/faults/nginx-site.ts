/**
 * The shipped nginx site (deploy/nginx/campus-shop.conf with its snippets shop-proxy.conf and
 * shop-access-log.conf), run for real in front of test shop processes. Only what cannot run here
 * is changed: the listen ports (plain HTTP on loopback instead of 80/443 with a certificate), the
 * instances' ports, the web root, the error pages' folder and the access log's file, the
 * snippets' paths, and the brotli_static lines (Debian's nginx lacks that module; the site's own
 * header says to delete them then). Every other line runs as shipped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../lib/package-root.ts';
import { call, sleep } from './shop-process.ts';

const SITE = path.join(packageRoot, 'deploy/nginx/campus-shop.conf');
const PROXY_RULES = path.join(packageRoot, 'deploy/nginx/shop-proxy.conf');
const ACCESS_LOG_FORMAT = path.join(packageRoot, 'deploy/nginx/shop-access-log.conf');

/** nginx from the machine's packages, or undefined. */
export function findNginx(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin'];
  return dirs.map((dir) => path.join(dir, 'nginx')).find((file) => existsSync(file));
}

/** Replaces `pattern` in `text`, insisting it matched `count` times (the site changed otherwise). */
function replaceExactly(text: string, pattern: RegExp, count: number, by: string): string {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if ((found?.length ?? 0) !== count) {
    throw new Error(
      `deploy/nginx/campus-shop.conf: expected ${count} × ${pattern}, found ${found?.length ?? 0}`,
    );
  }
  return text.replace(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), by);
}

/** The site file as this machine can run it, the instances on `shopPorts` (in upstream order). */
export async function siteForTest(options: {
  port: number;
  redirectPort: number;
  shopPorts: number[];
  webRoot: string;
  /** The file nginx's access log goes to instead of /var/log/nginx's. */
  accessLog: string;
}): Promise<string> {
  let site = await readFile(SITE, 'utf8');
  const upstream = /^(\s*)server 127\.0\.0\.1:\d+(\s[^;\n]*)?;$/gm;
  const servers = site.match(upstream) ?? [];
  if (servers.length !== options.shopPorts.length) {
    throw new Error(
      `the site lists ${servers.length} instances in upstream shop, the test runs ${options.shopPorts.length}`,
    );
  }
  let next = 0;
  site = site.replace(
    upstream,
    (_line, indent: string, params = '') =>
      `${indent}server 127.0.0.1:${options.shopPorts[next++]}${params};`,
  );
  site = replaceExactly(
    site,
    /^\s*listen 80;$/m,
    1,
    `    listen 127.0.0.1:${options.redirectPort};`,
  );
  site = replaceExactly(
    site,
    /^\s*listen 443 ssl http2;$/m,
    1,
    `    listen 127.0.0.1:${options.port};`,
  );
  site = replaceExactly(site, /^\s*listen \[::\]:(80|443 ssl http2);\n/m, 2, '');
  site = replaceExactly(site, /^\s*ssl_\w+ [^\n]*\n/m, 7, '');
  site = replaceExactly(site, /^\s*brotli_static on;\n/m, 2, '');
  site = replaceExactly(site, /\/srv\/campus-shop\/current\/dist\/web/m, 1, options.webRoot);
  site = replaceExactly(
    site,
    /\/srv\/campus-shop\/current\/deploy\/nginx\/errors/m,
    1,
    path.join(packageRoot, 'deploy/nginx/errors'),
  );
  site = replaceExactly(site, /\/var\/log\/nginx\/campus-shop\.access\.log/m, 2, options.accessLog);
  site = replaceExactly(
    site,
    /^include snippets\/shop-access-log\.conf;$/m,
    1,
    `include ${ACCESS_LOG_FORMAT};`,
  );
  site = site.replaceAll('include snippets/shop-proxy.conf;', `include ${PROXY_RULES};`);
  return site;
}

/**
 * nginx's main file for a private instance in the foreground: its pid, logs and temporary files
 * under `dir` (never the machine's own), `http` inside the http block.
 */
export function nginxMainConfig(dir: string, http: string): string {
  return `daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${http}
}
`;
}

export interface Nginx {
  url: string;
  /**
   * nginx's access log so far, as the shipped site writes it (deploy/nginx/shop-access-log.conf:
   * request id, status, the instances tried and their answers). nginx writes it in batches at
   * least once a second: a request's line may come up to a second after its answer.
   */
  accessLog(): Promise<string[]>;
  /** nginx's error log so far, one entry a line. */
  errorLog(): Promise<string[]>;
  stop(): Promise<void>;
}

/** nginx in the foreground with the test site, its files under `dir`; waits until it listens. */
export async function startNginx(
  dir: string,
  site: Omit<Parameters<typeof siteForTest>[0], 'accessLog'>,
): Promise<Nginx> {
  const program = findNginx();
  if (!program) throw new Error('nginx is missing (apt-get install nginx-light)');
  await mkdir(dir, { recursive: true });
  const log = path.join(dir, 'access.log');
  await writeFile(path.join(dir, 'site.conf'), await siteForTest({ ...site, accessLog: log }));
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    nginxMainConfig(
      dir,
      `types { text/html html; application/javascript js; application/json json; image/svg+xml svg; }
  default_type application/octet-stream;
  include ${dir}/site.conf;`,
    ),
  );
  const child: ChildProcess = spawn(program, ['-p', dir, '-c', conf], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${site.port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output}`);
    // /metrics is answered by nginx itself (404), whether or not an instance is up.
    const res = await call(url, 'GET', '/metrics').catch(() => undefined);
    if (res?.status === 404) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen within 20 s:\n${output}`);
    await sleep(100);
  }
  return {
    url,
    accessLog: async () =>
      (await readFile(log, 'utf8').catch(() => '')).split('\n').filter(Boolean),
    errorLog: async () =>
      (await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
