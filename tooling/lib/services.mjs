// The back-end services `npm start`, `npm run dev` and the e2e tests run beside the frontends.
import path from 'node:path';
import { rootDir } from './frontends.mjs';
import { PORT_PROFILES } from './ports.mjs';
import { startProcess, waitForUrl } from './processes.mjs';

const bin = (name) => path.join(rootDir, 'node_modules', '.bin', name);

/** maildev: catches every e-mail the API sends; web inbox and REST API (`/api/email`) on `webPort`. */
export async function startMailCatcher({ smtpPort = PORT_PROFILES.start.smtp, webPort = PORT_PROFILES.start.mailWeb, quiet = false } = {}) {
  const proc = startProcess('mail', bin('maildev'), ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'], {
    quiet,
    env: { NO_UPDATE_NOTIFIER: '1' },
  });
  const webUrl = `http://127.0.0.1:${webPort}`;
  await Promise.race([
    waitForUrl(`${webUrl}/api/email`, { timeoutMs: 30_000, isReady: (r) => r.ok }),
    proc.exited.then(({ code }) => {
      throw new Error(`maildev exited (code ${code}):\n${proc.output().slice(-2000)}`);
    }),
  ]);
  return { webUrl, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, stop: () => proc.stop() };
}

/**
 * The API host (`api/src/main.ts` under tsx). Resolves once `/readyz` answers 200.
 * `env` adds to the defaults: PGlite under .data/, the given emulator, SMTP and portal origins.
 */
export async function startApi({ port = PORT_PROFILES.start.api, env = {}, quiet = false, timeoutMs = 120_000 } = {}) {
  const proc = startProcess('api', bin('tsx'), [path.join(rootDir, 'api', 'src', 'main.ts')], {
    cwd: path.join(rootDir, 'api'),
    quiet,
    env: { PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForUrl(`${url}/readyz`, { timeoutMs, isReady: (r) => r.ok }),
      proc.exited.then(({ code }) => {
        throw new Error(`The API exited (code ${code}):\n${proc.output().slice(-3000)}`);
      }),
    ]);
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return { url, output: () => proc.output(), stop: (signal) => proc.stop(signal) };
}
