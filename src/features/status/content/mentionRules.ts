// Which mentions the line under a status header names: not the replied-to account (the reply-to
// row names it), and not those the text already starts with ("@alice hi" needs no "Mentions:
// @alice" above it).
import type { Mention, Status } from '../../../entities/types';

// One leading "@name" or "@name@host", then spaces; names as servers allow them.
const LEADING_MENTION = /^@([\p{L}\p{N}_.-]+(?:@[\p{L}\p{N}_.-]+)?)[\s,:]*/u;

/** The accounts a text opens with, as written ("alice", "dave@remote.example"), lower-cased. */
export function leadingMentions(text: string): string[] {
  const out: string[] = [];
  let rest = text.trimStart();
  for (let m = LEADING_MENTION.exec(rest); m; m = LEADING_MENTION.exec(rest)) {
    out.push(m[1].toLowerCase());
    rest = rest.slice(m[0].length);
  }
  return out;
}

function writtenAs(mention: Mention, written: string[]): boolean {
  const acct = mention.screen_name.toLowerCase();
  const short = (mention.username || acct.split('@')[0]).toLowerCase();
  // A remote account may be written short (@dave) as its link text is.
  return written.includes(acct) || written.includes(short);
}

export function mentionsToShow(status: Pick<Status, 'attentions' | 'in_reply_to_user_id' | 'text'>): Mention[] {
  const written = leadingMentions(status.text);
  return status.attentions.filter((m) => m.id !== status.in_reply_to_user_id && !writtenAs(m, written));
}
