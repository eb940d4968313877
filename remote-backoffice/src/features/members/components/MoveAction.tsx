import { Button, ButtonRow } from '@portal/shared/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { memberMoveSchema, type MemberDetails, type MemberSummary } from '@portal/shared/admin';
import { ParentPicker } from '../../../components/ParentPicker';
import { memberLabel } from '../../../lib/memberText';
import { ConfirmPanel } from './ConfirmPanel';
import styles from './Members.module.css';
import { count } from '../../../lib/format';
import { useT } from '../../../i18n';

export interface MoveActionProps {
  member: MemberDetails;
  busy: boolean;
  onConfirm: (parent: MemberSummary) => Promise<boolean>;
}

type Step = { step: 'closed' } | { step: 'choosing' } | { step: 'confirming'; parent: MemberSummary };

/**
 * Move under another parent: choose the parent by searching members, then confirm with both parents and
 * the number of members that move. A refusal (a loop) is shown by the details panel; the choice stays.
 */
export function MoveAction({ member, busy, onConfirm }: MoveActionProps) {
  const { t } = useT();
  const [state, setState] = useState<Step>({ step: 'closed' });
  const [chosen, setChosen] = useState<MemberSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const pickerInput = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    if (state.step === 'choosing') pickerInput.current?.focus();
  }, [state.step]);

  const close = () => {
    setState({ step: 'closed' });
    setChosen(null);
    setError(null);
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (state.step === 'closed') {
    return (
      <Button ref={opener} variant="outline" onClick={() => setState({ step: 'choosing' })} disabled={busy}>
        {t('members.move.open')}
      </Button>
    );
  }

  if (state.step === 'choosing') {
    const next = () => {
      const checked = memberMoveSchema.safeParse({ parentCoCode: chosen?.coCode ?? '' });
      if (!checked.success || !chosen) {
        setError(checked.error?.issues[0]?.message ?? t('members.move.required'));
        pickerInput.current?.focus();
        return;
      }
      setError(null);
      setState({ step: 'confirming', parent: chosen });
    };
    return (
      <div className={styles.confirm}>
        <ParentPicker
          chosen={chosen}
          onChoose={(parent) => {
            setChosen(parent);
            if (parent) setError(null);
          }}
          error={error}
          inputRef={pickerInput}
        />
        <ButtonRow>
          <Button variant="primary" onClick={next}>
            {t('members.move.continue')}
          </Button>
          <Button variant="outline" onClick={close}>
            {t('common.cancel')}
          </Button>
        </ButtonRow>
      </div>
    );
  }

  const { parent } = state;
  const below = member.subtreeSize;
  const from = member.parentCoCode
    ? t('members.move.from', { name: member.parentName ?? '', code: member.parentCoCode })
    : t('members.move.fromTop');
  const names = { member: memberLabel(member), from, parent: memberLabel(parent) };
  return (
    <ConfirmPanel
      question={below ? t('members.move.questionWithTeam', { ...names, count: below, n: count(below) }) : t('members.move.question', names)}
      confirmLabel={t('members.move.confirm', { count: below + 1, n: count(below + 1) })}
      busyLabel={t('members.move.moving')}
      busy={busy}
      onConfirm={async () => {
        if (await onConfirm(parent)) close();
      }}
      onCancel={close}
    >
      <Button variant="outline" disabled={busy} onClick={() => setState({ step: 'choosing' })}>
        {t('members.move.another')}
      </Button>
    </ConfirmPanel>
  );
}
