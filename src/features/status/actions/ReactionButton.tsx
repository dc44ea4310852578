// The action bar's "add a reaction" button and its picker popover: signed-in readers' only, so
// a chunk of its own that a visitor's first screen never loads.
import { Suspense } from 'react';
import { useTranslation } from '../../../i18n/react';
import { lazyChunk } from '../../../ui/lazyChunk';
import { Icon } from '../../../ui/Icon';
import { Popover } from '../../../ui/Popover';
import { Spinner } from '../../../ui/Spinner';

const ReactionPicker = lazyChunk(() => import('./ReactionPicker'));

export default function ReactionButton({ statusId }: { statusId: string }) {
  const { t } = useTranslation();
  return (
    <Popover
      trigger={<Icon name="smile" size={18} />}
      triggerLabel={t('status_actions.add_reaction')}
      triggerClassName="status-action status-action--react"
      contentLabel={t('status_actions.reaction_picker')}
    >
      {(close) => (
        <Suspense fallback={<Spinner label={t('general.loading')} />}>
          <ReactionPicker statusId={statusId} onDone={close} />
        </Suspense>
      )}
    </Popover>
  );
}
