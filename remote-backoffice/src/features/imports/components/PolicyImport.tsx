import { Button, ButtonRow, Card, Feedback } from '@portal/shared/ui';
import { useId, useRef } from 'react';
import { DryRunResults } from './DryRunResults';
import { ImportProgress } from './ImportProgress';
import { useImportFile } from '../hooks/useImportFile';
import feedback from '../../../styles/feedback.module.css';
import forms from '../../../styles/forms.module.css';
import { count } from '../../../lib/format';
import { useT } from '../../../i18n';

const COLUMNS = 'policyType, productName, policyNumber, clientName, riskStart, riskEnd, netPremium, payOut, vehicleNo, insurer, soldBy';

/** Upload an insurer's policy CSV, check it row by row (the rows' results below), import the valid rows with a progress bar. */
export function PolicyImport() {
  const { t } = useT();
  const { file, state, error, progressTrouble, choose, check, commit } = useImportFile();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const busy = state.step === 'checking' || state.step === 'starting' || state.step === 'running';
  const dryRun = 'dryRun' in state ? state.dryRun : null;
  const valid = dryRun?.counts.valid ?? 0;

  return (
    <>
      <Card title={t('imports.fileTitle')} titleId="import-file-title">
        <div className={forms.field}>
          <label htmlFor={inputId}>{t('imports.fileLabel')}</label>
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
            {t('imports.hint', { columns: `${COLUMNS} (${t('imports.optionalColumn')})` })}
          </p>
        </div>
        <ButtonRow>
          <Button variant="primary" disabled={!file || busy} onClick={() => void check()}>
            {state.step === 'checking' ? t('imports.checking') : t('imports.check')}
          </Button>
          {state.step === 'checked' || state.step === 'starting' ? (
            <Button variant="primary" disabled={valid === 0 || state.step === 'starting'} onClick={() => void commit()}>
              {state.step === 'starting' ? t('imports.starting') : t('imports.importValid', { count: valid, n: count(valid) })}
            </Button>
          ) : null}
        </ButtonRow>
        <div aria-live="polite" className={feedback.live}>
          {state.step === 'checking' ? <p className={feedback.note}>{t('imports.checkingFile', { name: file?.name ?? '' })}</p> : null}
          {state.step === 'checked' && dryRun ? (
            <p className={feedback.note}>
              {t('imports.checked', {
                name: dryRun.fileName,
                valid: count(dryRun.counts.valid),
                duplicates: count(dryRun.counts.duplicate),
                errors: count(dryRun.counts.error),
              })}
              {valid === 0 ? t('imports.nothingToImport') : ''}
            </p>
          ) : null}
        </div>
        {error ? <Feedback kind="error">{error}</Feedback> : null}
      </Card>

      {state.step === 'running' || state.step === 'finished' ? <ImportProgress record={state.record} trouble={progressTrouble} /> : null}
      {dryRun ? <DryRunResults key={dryRun.fileName + dryRun.total} dryRun={dryRun} /> : null}
    </>
  );
}
