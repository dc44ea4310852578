// The "?" dialog: every shortcut with its keys, in a table a screen reader can walk.
import { Fragment } from 'react';
import { useTranslation } from '../../i18n/react';
import { Modal } from '../../ui/Modal';
import { SHORTCUTS } from './shortcuts';
import './KeyboardShortcuts.css';

export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} title={t('keyboard.title')} className="shortcuts-help">
      <p className="faint">{t('keyboard.intro')}</p>
      <table className="shortcuts-help__table">
        <thead>
          <tr>
            <th scope="col">{t('keyboard.keys')}</th>
            <th scope="col">{t('keyboard.action')}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.action}>
              <td dir="ltr">
                {s.keys.map((k, i) => (
                  <Fragment key={k}>
                    {i > 0 && ' '}
                    <kbd>{k}</kbd>
                  </Fragment>
                ))}
              </td>
              <td>{t(s.label)}</td>
            </tr>
          ))}
          <tr>
            <td dir="ltr">
              <kbd>Alt</kbd>+<kbd>1</kbd>…<kbd>9</kbd>
            </td>
            <td>{t('keyboard.switch_account')}</td>
          </tr>
        </tbody>
      </table>
    </Modal>
  );
}
