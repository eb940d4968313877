import { useLayoutEffect, useRef, useState } from 'react';
import { memberMoveSchema, type MemberDetails, type MemberSummary } from '@portal/shared/validation';
import { ParentPicker } from '../../../components/ParentPicker';
import { memberLabel } from '../../../lib/memberText';
import { ConfirmPanel } from './ConfirmPanel';
import buttons from '../../../styles/buttons.module.css';
import styles from './Members.module.css';

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
      <button ref={opener} type="button" className={buttons.button} onClick={() => setState({ step: 'choosing' })} disabled={busy}>
        Move under another parent
      </button>
    );
  }

  if (state.step === 'choosing') {
    const next = () => {
      const checked = memberMoveSchema.safeParse({ parentCoCode: chosen?.coCode ?? '' });
      if (!checked.success || !chosen) {
        setError(checked.error?.issues[0]?.message ?? 'Choose the new parent');
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
        <div className={buttons.row}>
          <button type="button" className={buttons.primary} onClick={next}>
            Continue
          </button>
          <button type="button" className={buttons.button} onClick={close}>
            Cancel
          </button>
        </div>
      </div>
    );
  }

  const { parent } = state;
  const below = member.subtreeSize;
  const from = member.parentCoCode ? `from ${member.parentName} (${member.parentCoCode})` : 'from the top of the network';
  return (
    <ConfirmPanel
      question={
        <>
          Move {memberLabel(member)}
          {below ? ` and the ${below.toLocaleString('en-IN')} member${below === 1 ? '' : 's'} below them` : ''} {from} to under {memberLabel(parent)}? Their
          sales totals move with them.
        </>
      }
      confirmLabel={`Move ${below + 1 === 1 ? '1 member' : `${(below + 1).toLocaleString('en-IN')} members`}`}
      busyLabel="Moving…"
      busy={busy}
      onConfirm={async () => {
        if (await onConfirm(parent)) close();
      }}
      onCancel={close}
    >
      <button type="button" className={buttons.button} disabled={busy} onClick={() => setState({ step: 'choosing' })}>
        Choose another parent
      </button>
    </ConfirmPanel>
  );
}
