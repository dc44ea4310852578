// The sidebar post form of a signed-in member on desktop.
import { useTranslation } from '../../i18n/react';
import { ComposeGate } from './ComposeGate';
import { PostStatusForm } from './PostStatusForm';

export default function SidebarPostForm() {
  const { t } = useTranslation();
  return (
    <section className="panel compose-panel" aria-label={t('post_status.new_post')}>
      <div className="panel-body">
        <ComposeGate>
          <PostStatusForm draftKey="new" label={t('post_status.new_post')} />
        </ComposeGate>
      </div>
    </section>
  );
}
