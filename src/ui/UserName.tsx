// A user's display name wherever one is shown: with its custom emoji (name_html comes from the
// sanitizer with :shortcode: turned into images), isolated for right-to-left names.
import type { User } from '../entities/types';
import { SafeHtml } from './SafeHtml';

interface Props {
  user: Pick<User, 'name' | 'name_html' | 'screen_name'>;
  className?: string;
}

export function UserName({ user, className }: Props) {
  if (user.name_html) return <SafeHtml as="bdi" className={className} html={user.name_html} />;
  return <bdi className={className}>{user.name || user.screen_name}</bdi>;
}
