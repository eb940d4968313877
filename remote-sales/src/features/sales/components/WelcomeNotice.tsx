import { useState } from 'react';
import { useLocation, useNavigate } from '@portal/shared/router';
import { Button, Feedback } from '@portal/shared/ui';
import { useT } from '../../../i18n';

const welcomed = (state: unknown) => typeof state === 'object' && state !== null && (state as { welcome?: unknown }).welcome === true;

/**
 * The greeting a new member reads on arriving from setting their password (router state `welcome`).
 * Dismissing it also clears that state, so a reload does not greet them again.
 */
export function WelcomeNotice() {
  const { t } = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState(() => welcomed(location.state));
  if (!shown) return null;
  const dismiss = () => {
    setShown(false);
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  };
  return (
    <Feedback
      kind="success"
      action={
        <Button variant="inline" onClick={dismiss}>
          {t('ui.dismiss')}
        </Button>
      }
    >
      {t('welcome.text')}
    </Feedback>
  );
}
