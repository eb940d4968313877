/**
 * Big jobs against a running API, and a poll of `/healthz` beside them: what the stall test checks and
 * the API bench reports.
 */

export const POLL_EVERY_MS = 200;
const HEADER = 'policyType,productName,policyNumber,clientName,riskStart,riskEnd,netPremium,payOut,vehicleNo,insurer,soldBy';

/**
 * A policy file of `rows` valid new policies sold by `seller`, spread over two years; numbers start with
 * `tag`. Short rows (every tenth with a quoted client name), so that 50,000 fit the import's 5 MB.
 */
export function policyFile(rows: number, seller: string, tag: string): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const start = new Date(Date.UTC(2024, 3, 1) + (i % 700) * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.parse(start) + 364 * 86_400_000).toISOString().slice(0, 10);
    const client = i % 10 ? `Client ${i}` : `"Client ${i}, Pune"`;
    lines.push(`motor,Car,${tag}-${i},${client},${start},${end},${12_000 + (i % 900)}.50,${1_200 + (i % 90)}.05,,Acme,${seller}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Polls `${base}/healthz` every 200 ms until stopped; each answer's delay is counted from when its poll
 * was due, so a blocked event loop that holds the poll itself back is counted too.
 */
export function pollHealth(base: string): { stop: () => Promise<number[]> } {
  const delays: number[] = [];
  const started = performance.now();
  let stopped = false;
  const done = (async () => {
    for (let poll = 1; !stopped; poll++) {
      const due = started + poll * POLL_EVERY_MS;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (stopped) break;
      try {
        const res = await fetch(`${base}/healthz`);
        await res.text();
        delays.push(performance.now() - due);
      } catch {
        // No answer at all: as bad as it gets.
        delays.push(Number.POSITIVE_INFINITY);
      }
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return delays;
    },
  };
}

/** Starts an import through the back office's route and waits until it is no longer running; returns its status. */
export async function importAndWait(base: string, operator: Record<string, string>, csv: string): Promise<string> {
  const started = await fetch(`${base}/admin/imports`, {
    method: 'POST',
    headers: { ...operator, 'content-type': 'application/json' },
    body: JSON.stringify({ fileName: 'big.csv', csv }),
  });
  if (started.status !== 202) throw new Error(`import not started: ${started.status} ${await started.text()}`);
  const { import: record } = (await started.json()) as { import: { id: number } };
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const res = await fetch(`${base}/admin/imports/${record.id}`, { headers: operator });
    const { status } = ((await res.json()) as { import: { status: string } }).import;
    if (status !== 'running') return status;
  }
}

/** Downloads a member's sales export; returns its number of lines (the header included). */
export async function exportLines(base: string, member: Record<string, string>, coCode: string): Promise<number> {
  const res = await fetch(`${base}/sales/export/${coCode}`, { headers: member });
  if (res.status !== 200) throw new Error(`export failed: ${res.status} ${await res.text()}`);
  return (await res.text()).split('\r\n').filter(Boolean).length;
}
