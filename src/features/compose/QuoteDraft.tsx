// The post being quoted, shown above the text of the quote form, with a button that removes it
// (the form then posts an ordinary post).
import { useTranslation } from '../../i18n/react';
import { IconButton } from '../../ui/IconButton';
import QuoteCard from '../status/content/QuoteCard';

export function QuoteDraft({ statusId, onRemove }: { statusId: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="compose__quote">
      <QuoteCard quote={{ state: 'accepted', statusId, url: null }} />
      <IconButton label={t('quote.remove')} icon="close" iconSize={16} onClick={onRemove} />
    </div>
  );
}
