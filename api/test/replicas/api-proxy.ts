import { runNginx } from '@phoneparts/serve-static/testing/run-nginx';
import { freePort } from '@phoneparts/serve-static/testing/processes';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const proxyConf = path.join(__dirname, '..', '..', '..', 'docker', 'api-proxy', 'nginx.conf');

export interface RunningApiProxy {
  url: string;
  /** nginx's master process id (the soak reads its memory and its workers'). */
  pid(): number;
  stop(): Promise<void>;
}

/**
 * Real nginx on the compose file's API proxy configuration, with its upstream pointed at the given
 * replicas (compose resolves `api` through Docker's DNS instead) and a loopback port.
 */
export async function startApiProxy(replicaUrls: string[]): Promise<RunningApiProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-proxy-'));
  fs.mkdirSync(path.join(dir, 'tmp'));
  execFileSync('chmod', ['-R', 'a+rwX', dir]);
  const port = await freePort();
  const upstreams = replicaUrls.map((u) => `server ${new URL(u).host};`).join('\n    ');
  const conf = fs
    .readFileSync(proxyConf, 'utf8')
    .replace('server api:4000 resolve;', upstreams)
    .replace(/^\s*resolver .*;$/m, '')
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('pid /tmp/nginx.pid;', `pid ${dir}/nginx.pid;`)
    .replace('/var/cache/nginx/api-catalogue', `${dir}/cache`)
    .replace(/^http \{$/m, `http {\n  client_body_temp_path ${dir}/tmp;\n  proxy_temp_path ${dir}/tmp;`);
  for (const expected of [`listen 127.0.0.1:${port};`, upstreams, `${dir}/cache`]) {
    if (!conf.includes(expected))
      throw new Error(`docker/api-proxy/nginx.conf changed shape: cannot place "${expected}"`);
  }
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const url = `http://127.0.0.1:${port}`;
  const nginx = await runNginx({
    dir,
    conf: path.join(dir, 'nginx.conf'),
    ready: () =>
      fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      ),
  });
  return {
    url,
    pid: () => Number(fs.readFileSync(path.join(dir, 'nginx.pid'), 'utf8')),
    stop: async () => {
      await nginx.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
