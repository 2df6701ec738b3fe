/**
 * Debian's nginx run as an ordinary process in front of instances of the production server, with
 * the shipped configuration deploy/nginx.conf (only its ports changed): for the load-balancer test
 * (tests/api/loadBalancer.test.ts) and the benchmark through the proxy (bench/loadBalanced.ts).
 * It keeps everything (pid, logs, temporary files) in its own directory and never runs as a daemon.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * deploy/nginx.conf listening on `listenPort` in front of `upstreamPorts` (one `server` line each,
 * in place of the three the example lists), inside a main configuration that keeps nginx in `dir`.
 */
function nginxConfig(dir: string, listenPort: number, upstreamPorts: number[], accessLog: boolean) {
  let site = readFileSync('deploy/nginx.conf', 'utf8');
  const servers = [...site.matchAll(/^(\s*)server 127\.0\.0\.1:\d+(.*)$/gm)];
  if (servers.length !== 3) throw new Error('deploy/nginx.conf no longer names 3 upstream instances');
  const [indent, options] = [servers[0]![1]!, servers[0]![2]!];
  let i = 0;
  site = site.replace(/^\s*server 127\.0\.0\.1:\d+.*$\n?/gm, () =>
    i++ === 0 ? upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port}${options}\n`).join('') : '',
  );
  if (!/^\s*listen 80;/m.test(site)) throw new Error('deploy/nginx.conf no longer listens on port 80');
  site = site.replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${listenPort};`);
  const temp = (name: string) => {
    const path = join(dir, name);
    mkdirSync(path, { recursive: true });
    chmodSync(path, 0o777); // run as root, nginx's workers are an unprivileged user
    return path;
  };
  return `daemon off;
master_process on;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  ${accessLog ? `log_format upstream '$msec|$upstream_addr|$status';\n  access_log ${join(dir, 'access.log')} upstream;` : 'access_log off;'}
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${site}
}
`;
}

export interface Nginx {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  process: ChildProcess;
  /** Stops nginx and removes its directory. */
  stop(): Promise<void>;
  /** With `accessLog`: each request so far, as the time nginx logged it (ms) and the instance(s) it went to. */
  forwarded(): { at: number; upstream: string; status: number }[];
}

/**
 * Starts nginx on `listenPort` in front of `upstreamPorts`; resolves once it forwards /health/ready.
 * `accessLog` logs which instance answered each request (the benchmark's restart measure).
 */
export async function startNginx(listenPort: number, upstreamPorts: number[], { accessLog = false } = {}): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx is missing (${NGINX}): apt-get install -y nginx-light (npm test installs it)`);
  const dir = mkdtempSync(join(tmpdir(), 'nginx-lb-'));
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, listenPort, upstreamPorts, accessLog));
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (d: Buffer) => (log += d));
  const origin = `http://127.0.0.1:${listenPort}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  while (
    !(await fetch(`${origin}/health/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const errors = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
      await stop();
      throw new Error(`nginx did not start:\n${log}${errors}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const forwarded = () =>
    (existsSync(join(dir, 'access.log')) ? readFileSync(join(dir, 'access.log'), 'utf8') : '')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [at, upstream, status] = line.split('|');
        return { at: Number(at) * 1000, upstream: upstream!, status: Number(status) };
      });
  return { origin, port: listenPort, process: child, stop, forwarded };
}
