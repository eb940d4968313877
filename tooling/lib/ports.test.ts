import { frontendsOf } from '../../shared/src/topology.mjs';
import { PORT_PROFILES, portsFor } from './ports.mjs';

describe('port profiles', () => {
  it("npm start's frontends are on the topology's ports", () => {
    const { frontends } = portsFor('start');
    for (const frontend of frontendsOf()) expect(frontends[frontend.name]).toBe(frontend.port);
  });

  it('no two uses listen on the same port, so they can run side by side', () => {
    const taken = new Map<number, string>();
    for (const profile of Object.keys(PORT_PROFILES) as (keyof typeof PORT_PROFILES)[]) {
      const ports = portsFor(profile);
      const own = [
        ...Object.entries(ports).filter(([name]) => name !== 'frontends' && name !== 'frontendBase'),
        ...Object.entries(ports.frontends),
      ];
      for (const [name, port] of own) {
        const other = taken.get(port as number);
        // The API's tests and its bench never run at once: they share the emulator's port.
        if (other && !(other.startsWith('apiTests') && profile === 'apiBench'))
          throw new Error(`${profile}.${name} and ${other} both use ${port}`);
        taken.set(port as number, `${profile}.${name}`);
      }
    }
    expect(taken.size).toBeGreaterThan(20);
  });

  it('an offset moves every port of a profile', () => {
    expect(portsFor('e2e', 7).api).toBe(PORT_PROFILES.e2e.api + 7);
    expect(portsFor('e2e', 7).frontends['remote_sales']).toBe(PORT_PROFILES.e2e.frontendBase + 7 + 3);
  });
});
