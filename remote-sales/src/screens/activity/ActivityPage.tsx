import { useT } from '../../i18n';

export default function ActivityPage() {
  const { t } = useT();
  return (
    <section style={{ maxWidth: '48rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <h1>{t('activity.title')}</h1>
    </section>
  );
}
