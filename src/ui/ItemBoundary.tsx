// One failing item (a status, a notification, a sidebar panel) must not take the page with it:
// a render error is caught here and that item alone is shown as broken, with a way to go on
// (try again, or hide it). The rest of the list, the shell and navigation keep working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import './ItemBoundary.css';

export type ItemKind = 'status' | 'notification' | 'panel';

interface Props {
  kind: ItemKind;
  children: ReactNode;
}

interface State {
  failed: boolean;
  hidden: boolean;
}

function BrokenItem({ kind, onRetry, onHide }: { kind: ItemKind; onRetry: () => void; onHide: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={`item-error item-error--${kind}`} role="alert" data-item-error={kind}>
      <span className="item-error__text">{t(`item_error.${kind}`)}</span>
      <button type="button" className="btn-plain" onClick={onRetry}>
        {t('item_error.retry')}
      </button>
      <button type="button" className="btn-plain" onClick={onHide}>
        {t('item_error.hide')}
      </button>
    </div>
  );
}

export class ItemBoundary extends Component<Props, State> {
  state: State = { failed: false, hidden: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[starling] a ${this.props.kind} failed to render`, error, info.componentStack);
  }

  render() {
    if (this.state.hidden) return null;
    if (!this.state.failed) return this.props.children;
    return (
      <BrokenItem
        kind={this.props.kind}
        onRetry={() => this.setState({ failed: false })}
        onHide={() => this.setState({ hidden: true })}
      />
    );
  }
}
