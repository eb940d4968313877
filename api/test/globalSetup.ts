/**
 * Starts the services every API test file shares, once for the whole run: the Auth emulator and (when the
 * binaries are there) a PostgreSQL cluster. Test files then run side by side; each creates its own
 * databases and, when it needs mail, its own maildev on ports of its own.
 */
import { postgresAvailable, startEmulator, startPostgres } from './helpers/services.js';

export default async function setup() {
  const [emulator, postgres] = await Promise.all([
    startEmulator(),
    postgresAvailable && !process.env['TEST_POSTGRES_URL'] ? startPostgres() : Promise.resolve(undefined),
  ]);
  if (postgres) process.env['TEST_POSTGRES_URL'] = postgres.adminUrl;
  return async () => {
    await postgres?.stop();
    await emulator.stop();
  };
}
