import { useState } from 'react';
import type { User } from '../entities/types';
import { useAppSelector } from '../store/hooks';
import { selectInstance } from '../store/instanceSlice';
import './Avatar.css';

/** Last resort when both the user's picture and the instance default fail: a neutral silhouette. */
export const PLACEHOLDER_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#8a94a3"/>' +
      '<circle cx="24" cy="19" r="8" fill="#e6e9ee"/><path d="M9 44c1-9 7-14 15-14s14 5 15 14z" fill="#e6e9ee"/></svg>',
  );

interface Props {
  user: Pick<User, 'profile_image_url' | 'name' | 'screen_name'>;
  /** Edge length in px (default 48). */
  size?: number;
  /**
   * Text alternative. Pass '' when the name is shown right next to the picture (decorative);
   * defaults to the user's name.
   */
  alt?: string;
  /** 'alt' uses the alternative (rounder) avatar radius, e.g. for small stacked avatars. */
  variant?: 'default' | 'alt';
  className?: string;
}

export function Avatar({ user, size = 48, alt, variant = 'default', className }: Props) {
  const defaultAvatar = useAppSelector((s) => selectInstance(s).defaultAvatar);
  // Which source failed last: the chain is user picture → instance default → placeholder.
  const [failed, setFailed] = useState<{ for: string; step: number }>({ for: '', step: 0 });
  const step = failed.for === user.profile_image_url ? failed.step : 0;
  const chain = [user.profile_image_url, defaultAvatar, PLACEHOLDER_AVATAR].filter(Boolean);
  const src = chain[Math.min(step, chain.length - 1)];

  const onError = () => {
    if (step < chain.length - 1) setFailed({ for: user.profile_image_url, step: step + 1 });
  };

  return (
    <img
      className={`avatar avatar--${variant}${className ? ` ${className}` : ''}`}
      src={src}
      alt={alt ?? (user.name || user.screen_name)}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={onError}
    />
  );
}
