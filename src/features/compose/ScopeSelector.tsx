// Scope icon buttons: direct = envelope, private = lock, unlisted = open
// lock, public = globe; only the allowed ones; nothing at all when none is allowed.
import type { Visibility } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { Icon } from '../../ui/Icon';

const OpenLock = () => (
  <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
    strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 7.5-2" />
  </svg>
);

function ScopeIcon({ scope }: { scope: Visibility }) {
  if (scope === 'unlisted') return <OpenLock />;
  return <Icon name={scope === 'direct' ? 'envelope' : scope === 'private' ? 'lock' : 'globe'} size={18} />;
}

interface Props {
  scopes: Visibility[];
  value: Visibility;
  onChange: (v: Visibility) => void;
}

export function ScopeSelector({ scopes, value, onChange }: Props) {
  const { t } = useTranslation();
  if (scopes.length === 0) return null;
  return (
    <div className="compose__scopes" role="group" aria-label={t('post_status.scope_label')}>
      {scopes.map((s) => (
        <button
          key={s}
          type="button"
          className={`btn-plain compose__scope${s === value ? ' compose__scope--on' : ''}`}
          aria-pressed={s === value}
          aria-label={t(`post_status.scope.${s}`)}
          title={t(`post_status.scope.${s}`)}
          onClick={() => onChange(s)}
        >
          <ScopeIcon scope={s} />
        </button>
      ))}
    </div>
  );
}
