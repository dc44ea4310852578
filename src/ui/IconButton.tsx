import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import './IconButton.css';

interface Props extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** Accessible name (also the tooltip). Required: an icon alone says nothing to a screen reader. */
  label: string;
  icon: IconName | ReactNode;
  /** A small dot on the icon (e.g. unread items); the label should say why. */
  dot?: boolean;
  iconSize?: number;
}

export function IconButton({ label, icon, dot, iconSize = 20, className, type = 'button', ...rest }: Props) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={`icon-button btn-plain${className ? ` ${className}` : ''}`}
      {...rest}
    >
      {typeof icon === 'string' ? <Icon name={icon as IconName} size={iconSize} /> : icon}
      {dot && <span className="icon-button__dot" aria-hidden="true" />}
    </button>
  );
}
