// The menu of one of our own chat messages: a "more" button (named "Message actions") opening a
// WAI-ARIA menu, so Delete is one step away instead of a button beside every message.
// Arrow keys move through the items; Escape or a choice hands focus back to the button.
import { useTranslation } from '../../i18n/react';
import { Icon } from '../../ui/Icon';
import { Popover } from '../../ui/Popover';
import { useMenuNavigation } from '../../ui/useMenuNavigation';
import { MenuList } from '../../ui/MenuList';

interface Props {
  onDelete: () => void;
}

function MenuItems({ onDelete, close }: { onDelete: () => void; close: () => void }) {
  const { t } = useTranslation();
  const { ref, onKeyDown } = useMenuNavigation();
  return (
    <MenuList ref={ref} className="chat-message__menu" label={t('chats.message_actions')} onKeyDown={onKeyDown}>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          onClick={() => {
            close();
            onDelete();
          }}
        >
          {t('chats.delete')}
        </button>
      </li>
    </MenuList>
  );
}

export function ChatMessageMenu({ onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Popover
      trigger={<Icon name="more" size={16} />}
      triggerLabel={t('chats.message_actions')}
      triggerClassName="icon-button btn-plain chat-message__more"
      placement="top"
      className="chat-message__menu-anchor"
    >
      {(close) => <MenuItems onDelete={onDelete} close={close} />}
    </Popover>
  );
}
