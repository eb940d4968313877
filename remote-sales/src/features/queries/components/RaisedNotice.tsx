import { Link, useLocation } from '@portal/shared/router';
import { Button, Feedback } from '@portal/shared/ui';
import { QUERY_DUE_DAYS, type QueryDetail } from '@portal/shared/validation';
import { scopeQuery } from '../../sales-area';
import { OPEN_KEY } from '../lib/queriesQuery';
import styles from './Queries.module.css';
import { useT } from '../../../i18n';

export interface RaisedNoticeProps {
  raised: QueryDetail | null;
  onDismiss: () => void;
  /** A link to the query on the Queries tab (off on that tab, where the query is opened already). */
  withLink?: boolean;
}

/** Says the query just raised went out, with its number (the one to quote), and links to its thread. */
export function RaisedNotice({ raised, onDismiss, withLink = false }: RaisedNoticeProps) {
  const { t } = useT();
  const { search } = useLocation();
  const scope = new URLSearchParams(scopeQuery(search));
  if (raised) scope.set(OPEN_KEY, String(raised.id));
  return (
    <Feedback
      kind="success"
      action={
        raised ? (
          <Button variant="inline" onClick={onDismiss}>
            {t('queries.dismiss')}
          </Button>
        ) : undefined
      }
    >
      {raised ? (
        <>
          {t('queries.raise.raised', { number: raised.number, days: QUERY_DUE_DAYS })}
          {withLink ? (
            <>
              {' '}
              <Link to={{ pathname: '/sales/queries', search: `?${scope.toString().replace(/%2C/gi, ',')}` }} className={styles.link}>
                {t('queries.raise.openRaised', { number: raised.number })}
              </Link>
            </>
          ) : null}
        </>
      ) : null}
    </Feedback>
  );
}
