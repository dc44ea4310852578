// The timeline header's quick settings: a small trigger in the first
// paint; the panel is a lazy chunk loaded on first open. Settings links open the settings modal
// on the matching tab.
import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { lazyChunk } from '../../ui/lazyChunk';
import { useTranslation } from '../../i18n/react';
import type { TimelineName } from '../../entities/timelineName';
import { useAppDispatch } from '../../store/hooks';
import { settingsOpened } from '../../store/uiSlice';
import { Icon } from '../../ui/Icon';
import type { SettingsTarget } from './QuickSettingsMenu';
import '../../ui/Popover.css';
import './QuickSettings.css';

const QuickSettingsMenu = lazyChunk(() => import('./QuickSettingsMenu'));

export function QuickSettings({ name }: { name: TimelineName }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dispatch = useAppDispatch();
  const anchor = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }, []);
  const openSettings = useCallback(
    (target: SettingsTarget) => {
      setOpen(false);
      dispatch(settingsOpened(target));
    },
    [dispatch],
  );

  return (
    <div ref={anchor} className="popover-anchor quick-settings">
      <button
        ref={trigger}
        type="button"
        className="btn-plain quick-settings__trigger"
        aria-label={t('quick_settings.title')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <Icon name="chevronDown" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <QuickSettingsMenu id={panelId} name={name} anchor={anchor} onClose={close} onOpenSettings={openSettings} />
        </Suspense>
      )}
    </div>
  );
}
