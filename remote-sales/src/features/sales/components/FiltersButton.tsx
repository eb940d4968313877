import { FilterIcon } from '@portal/shared';
import { Button } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import styles from './Sales.module.css';

/** On a narrow screen, the button that opens the filters dialog, with the number of filters set. */
export function FiltersButton({ open, activeCount, onClick }: { open: boolean; activeCount: number; onClick: () => void }) {
  const { t } = useT();
  return (
    <Button variant="outline" size="sm" aria-haspopup="dialog" aria-expanded={open} onClick={onClick}>
      <FilterIcon size={16} />
      {t('filters.button')}
      {activeCount > 0 ? (
        <span className={styles.badge} aria-label={t('filters.activeCount', { n: activeCount })}>
          {activeCount}
        </span>
      ) : null}
    </Button>
  );
}
