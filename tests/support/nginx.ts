import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findFreePort } from "./free-port";

/**
 * nginx (the Debian package) as a round-robin load balancer in front of app instances, run as a
 * plain child process: its own config, prefix, temp folders, error log and pid file in a
 * temporary directory, `daemon off`. Every answer carries `X-Upstream` (the instance that
 * answered), so a test can see requests land on each of them. The config is the README's
 * ("Running several instances"): keep both the same.
 *
 *   const balancer = await startLoadBalancer({ port, upstreams: [a.port, b.port] });
 *   const answer = await fetch(`${balancer.url}/`);
 *   answer.headers.get("x-upstream");   // "127.0.0.1:41001"
 *   await balancer.stop();
 */

export const nginxBinary = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

export type LoadBalancer = {
  url: string;
  port: number;
  /** The nginx.conf it runs with. */
  config: string;
  errorLog(): string;
  stop(): Promise<void>;
};

export class NginxMissingError extends Error {}

/** The http block's load-balancing part: what the README shows. */
export function loadBalancerConfig(options: { port: number; upstreams: string[] }): string {
  return `
    upstream cota_facil {
${options.upstreams.map((address) => `      server ${address};`).join("\n")}
    }
    server {
      listen 127.0.0.1:${options.port};
      # Media uploads: up to 10 images of MEDIA_MAX_UPLOAD_BYTES (5 MB) each.
      client_max_body_size 60m;
      location / {
        proxy_pass http://cota_facil;
        proxy_http_version 1.1;
        proxy_set_header Host $http_host;
        # The client address as nginx saw it, replacing whatever the client sent.
        proxy_set_header X-Forwarded-For $remote_addr;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header Connection "";
        add_header X-Upstream $upstream_addr always;
      }
    }`;
}

export async function startLoadBalancer(options: {
  /** Defaults to a free port. */
  port?: number;
  /** The instances, e.g. ["127.0.0.1:41001", "127.0.0.1:41002"]. */
  upstreams: string[];
}): Promise<LoadBalancer> {
  if (!fs.existsSync(nginxBinary)) {
    throw new NginxMissingError(
      `nginx not found at ${nginxBinary}: the multi-instance test needs it as its load balancer. ` +
        "Run `bash scripts/ensure-test-deps.sh` (as root it runs `apt-get install -y nginx`), " +
        "or set NGINX_BIN to the nginx binary.",
    );
  }
  const port = options.port ?? (await findFreePort());
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "cota-nginx-"));
  // As root, nginx's workers run as "nobody": they must reach the temp folders below.
  fs.chmodSync(prefix, 0o755);
  const errorLogFile = path.join(prefix, "error.log");
  const temp = (name: string) => path.join(prefix, name);
  const config = `
worker_processes 1;
daemon off;
pid ${temp("nginx.pid")};
error_log ${errorLogFile} warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
${loadBalancerConfig({ port, upstreams: options.upstreams })}
}
`;
  const configFile = temp("nginx.conf");
  fs.writeFileSync(configFile, config);

  let output = "";
  const child: ChildProcess = spawn(nginxBinary, ["-p", `${prefix}/`, "-e", errorLogFile, "-c", configFile], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.setEncoding("utf8").on("data", (text: string) => {
    output += text;
  });
  child.stderr?.setEncoding("utf8").on("data", (text: string) => {
    output += text;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const errorLog = () => (fs.existsSync(errorLogFile) ? fs.readFileSync(errorLogFile, "utf8") : "") + output;
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    process.off("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT: graceful shutdown of nginx's master and worker.
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const answer = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (answer.headers.get("x-upstream")) return { url, port, config, errorLog, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = errorLog();
  await stop();
  throw new Error(`nginx did not start as a load balancer on port ${port}:\n${log}\n${config}`);
}
