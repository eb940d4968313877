import { startApi } from '../../tooling/lib/services.mjs';
import { E2E_PORTS } from './ports';

/** What the e2e back end is made of, as globalSetup started it. */
export interface E2eBackend {
  databaseUrl: string;
  emulatorUrl: string;
  projectId: string;
  smtpUrl: string;
  shellOrigin: string;
}

/** The API's environment in the e2e run: the same for the run's API and for any API a spec starts beside it. */
export function e2eApiEnv(backend: E2eBackend): Record<string, string> {
  return {
    DATABASE_URL: backend.databaseUrl,
    FIREBASE_AUTH_EMULATOR_HOST: backend.emulatorUrl.replace('http://', ''),
    DEMO_SIGN_IN: 'true',
    FIREBASE_PROJECT_ID: backend.projectId,
    SMTP_URL: backend.smtpUrl,
    PORTAL_URL: backend.shellOrigin,
    PORTAL_ORIGINS: [backend.shellOrigin, `http://localhost:${E2E_PORTS.frontendBase}`].join(','),
    // The API's own tests cover rate limiting; the browser tests run many flows from one address.
    PUBLIC_RATE_LIMIT_MAX: '10000',
    // A member's training in the browser takes a minute of real time (the clock is never moved), its
    // heartbeats every 5 s so that the time is recorded in small steps.
    CERTIFICATION_TRAINING_MINUTES: '1',
    CERTIFICATION_HEARTBEAT_SECONDS: '5',
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
  };
}

/** The back end globalSetup started, from the environment it left for the workers. */
export function runningBackend(): E2eBackend {
  const need = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run the specs through the e2e config, whose globalSetup sets it`);
    return value;
  };
  return {
    databaseUrl: need('E2E_DATABASE_URL'),
    emulatorUrl: need('E2E_AUTH_EMULATOR_URL'),
    projectId: need('E2E_FIREBASE_PROJECT_ID'),
    smtpUrl: need('E2E_SMTP_URL'),
    shellOrigin: need('E2E_PORTAL_URL'),
  };
}

/**
 * Another API process on the run's database, as after a restart or beside another replica: it migrates,
 * seeds and starts its jobs exactly as the run's API did. Resolves once it is ready.
 */
export function startAnotherApi() {
  return startApi({ port: E2E_PORTS.restartedApi, quiet: true, env: e2eApiEnv(runningBackend()) });
}

/**
 * Another API process on the run's database whose clock starts at `start` and runs on (TEST_CLOCK_START), for a
 * journey at a chosen hour of India's day. Resolves once it is ready.
 */
export function startClockedApi(start: Date) {
  return startApi({
    port: E2E_PORTS.clockedApi,
    quiet: true,
    env: { ...e2eApiEnv(runningBackend()), TEST_CLOCK_START: start.toISOString() },
  });
}
