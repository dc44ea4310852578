import type { CustomEmoji } from '../../../entities/instance';
import { filterEmoji } from './reactionFilter';

const e = (displayText: string, replacement: string): CustomEmoji => ({ displayText, replacement, imageUrl: null, tags: [] });
const list = [e('blob_cat', ':blob_cat:'), e('thumbsup', '👍'), e('fire', '🔥'), e('BlobHeart', ':BlobHeart:')];

describe('filterEmoji', () => {
  it('matches a case-insensitive substring of the name', () => {
    expect(filterEmoji(list, 'BLOB').map((x) => x.displayText)).toEqual(['blob_cat', 'BlobHeart']);
  });
  it('matches the exact emoji', () => {
    expect(filterEmoji(list, '🔥').map((x) => x.displayText)).toEqual(['fire']);
  });
  it('lists everything (up to the limit) for an empty query', () => {
    expect(filterEmoji(list, '  ', 2)).toHaveLength(2);
  });
});
