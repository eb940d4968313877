import { useId, useRef } from 'react';
import { BackOfficePage } from '../../../components/BackOfficePage';
import { DryRunResults } from './DryRunResults';
import { ImportHistory } from './ImportHistory';
import { ImportProgress } from './ImportProgress';
import { useImportFile } from './useImportFile';
import { useImportHistory } from './useImportHistory';
import buttons from '../../../styles/buttons.module.css';
import feedback from '../../../styles/feedback.module.css';
import forms from '../../../styles/forms.module.css';
import layout from '../../../styles/layout.module.css';

const COLUMNS = 'policyType, productName, policyNumber, clientName, riskStart, riskEnd, netPremium, payOut, vehicleNo, insurer, soldBy (and optionally cancelledOn)';

/** `/admin/imports`: upload an insurer's policy CSV, check it row by row, import the valid rows with a progress bar. */
export default function ImportsPage() {
  const { history, reload } = useImportHistory();
  const { file, state, error, progressTrouble, choose, check, commit } = useImportFile(reload);
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const busy = state.step === 'checking' || state.step === 'starting' || state.step === 'running';
  const dryRun = 'dryRun' in state ? state.dryRun : null;
  const valid = dryRun?.counts.valid ?? 0;

  return (
    <BackOfficePage title="Policy import">
      <section className={layout.card} aria-labelledby="import-file-title">
        <h2 id="import-file-title" className={layout.cardTitle}>
          Policy file
        </h2>
        <div className={forms.field}>
          <label htmlFor={inputId}>CSV file of policies</label>
          <input
            className={forms.file}
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={hintId}
            disabled={busy}
            onChange={(event) => void choose(event.currentTarget.files?.[0] ?? null)}
          />
          <p id={hintId} className={feedback.note}>
            Columns: {COLUMNS}. At most 5 MB. Rows already imported (same seller and policy number) are skipped.
          </p>
        </div>
        <div className={buttons.row}>
          <button type="button" className={buttons.primary} disabled={!file || busy} onClick={() => void check()}>
            {state.step === 'checking' ? 'Checking…' : 'Check file'}
          </button>
          {state.step === 'checked' || state.step === 'starting' ? (
            <button type="button" className={buttons.primary} disabled={valid === 0 || state.step === 'starting'} onClick={() => void commit()}>
              {state.step === 'starting' ? 'Starting the import…' : `Import ${valid.toLocaleString('en-IN')} valid ${valid === 1 ? 'row' : 'rows'}`}
            </button>
          ) : null}
        </div>
        <div aria-live="polite" className={feedback.live}>
          {state.step === 'checking' ? <p className={feedback.note}>Checking {file?.name}…</p> : null}
          {state.step === 'checked' && dryRun ? (
            <p className={feedback.note}>
              Checked {dryRun.fileName}: {dryRun.counts.valid} valid, {dryRun.counts.duplicate} duplicates, {dryRun.counts.error} errors.
              {valid === 0 ? ' There is nothing to import.' : ''}
            </p>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className={feedback.error}>
            {error}
          </p>
        ) : null}
      </section>

      {state.step === 'running' || state.step === 'finished' ? <ImportProgress record={state.record} trouble={progressTrouble} /> : null}
      {dryRun ? <DryRunResults key={dryRun.fileName + dryRun.total} dryRun={dryRun} /> : null}
      <ImportHistory history={history} onRetry={reload} />
    </BackOfficePage>
  );
}
