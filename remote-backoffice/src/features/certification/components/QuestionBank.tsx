import { useState } from 'react';
import { Button, Card, DataTable, SelectField } from '@portal/shared/ui';
import { adminEndpoints, type AdminQuestion } from '@portal/shared/admin';
import { QuestionForm } from './QuestionForm';
import { ListStatus, LoadMore } from '../../../components/ListStatus';
import { useEndpointList } from '../../../hooks/useEndpointList';
import { count } from '../../../lib/format';
import feedback from '../../../styles/feedback.module.css';
import layout from '../../../styles/layout.module.css';
import styles from './Certification.module.css';
import { useT } from '../../../i18n';

type ActiveFilter = 'all' | 'true' | 'false';

/** The exam's question bank, page by page: which are active, add one, edit one (retire it by making it inactive). */
export function QuestionBank() {
  const { t } = useT();
  const [active, setActive] = useState<ActiveFilter>('all');
  const [editing, setEditing] = useState<AdminQuestion | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useEndpointList(
    adminEndpoints.certification.adminQuestions,
    { query: { active } },
    'questions',
    t('certification.questions.loadFailed'),
  );
  const activeCount = list.firstPage?.activeCount;
  const saved = (text: string) => {
    setEditing(null);
    setNotice(text);
  };
  return (
    <div className={layout.stack}>
      <Card
        title={t('certification.questions.title')}
        titleId="question-bank-title"
        busy={list.loading}
        actions={
          <Button variant="primary" size="sm" onClick={() => setEditing('new')} disabled={editing !== null}>
            {t('certification.questions.add')}
          </Button>
        }
      >
        <p className={feedback.note}>
          {activeCount === undefined
            ? t('certification.questions.intro')
            : t('certification.questions.activeCount', { n: count(activeCount), count: activeCount })}
        </p>
        <SelectField
          id="question-filter-active"
          label={t('certification.questions.show')}
          size="sm"
          fieldClassName={styles.narrow}
          value={active}
          onChange={(event) => setActive(event.currentTarget.value as ActiveFilter)}
        >
          <option value="all">{t('certification.questions.showAll')}</option>
          <option value="true">{t('certification.questions.showActive')}</option>
          <option value="false">{t('certification.questions.showRetired')}</option>
        </SelectField>
        <p className={feedback.success} role="status" aria-live="polite">
          {notice}
        </p>
        <ListStatus list={list} loading={t('certification.questions.loading')} empty={t('certification.questions.empty')} />
        {list.items.length ? (
          <DataTable
            caption={t('certification.questions.caption')}
            columns={[
              { header: t('certification.questions.number'), cell: (q) => q.id, numeric: true },
              {
                header: t('certification.questions.question'),
                cell: (q) => (
                  <>
                    {q.text.en}
                    <span className={styles.sub} lang="hi">
                      {q.text.hi}
                    </span>
                  </>
                ),
                rowHeader: true,
                breakable: true,
              },
              { header: t('certification.questions.answer'), cell: (q) => q.options[q.correctOption]?.en ?? '—', breakable: true },
              {
                header: t('certification.questions.state'),
                cell: (q) => (q.active ? t('certification.questions.isActive') : t('certification.questions.isRetired')),
              },
              {
                header: t('certification.questions.actions'),
                cell: (q) => (
                  <Button
                    variant="quiet"
                    size="sm"
                    onClick={() => setEditing(q)}
                    aria-label={t('certification.questions.editLabel', { id: q.id })}
                  >
                    {t('certification.questions.edit')}
                  </Button>
                ),
              },
            ]}
            rows={list.items}
            rowKey={(q) => q.id}
            scrollHint={t('common.scrollHint')}
          />
        ) : null}
        <LoadMore list={list} />
      </Card>
      {editing ? (
        <QuestionForm
          key={editing === 'new' ? 'new' : editing.id}
          question={editing === 'new' ? null : editing}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
