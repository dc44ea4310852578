// What an account's own texts may hold, checked the same way everywhere they are taken
// (registration, profile updates, change_email, password reset). Lengths are counted in
// characters (code points), not UTF-16 units, so an emoji is one. Pleroma's defaults:
// user_name_length 100, user_bio_length 5000; field limits live in the instance config
// (fieldsLimits) because the instance advertises them.
export const PROFILE_LIMITS = { nickname: 64, name: 100, bio: 5000 } as const;

/** As change_email always capped it (RFC 5321's 64 + 1 + 255 rounded to the usual 320). */
export const EMAIL_MAX_LENGTH = 320;
const LOCAL_MAX_LENGTH = 64;

// The local part: printable characters without spaces, quotes, brackets or separators (no
// markup, no list of addresses); unicode letters are welcome.
const LOCAL = /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+$/u;
// A domain label: letters, digits, inner hyphens.
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

export const charCount = (text: string): number => [...text].length;

/** One @, a sane local part, a dotted domain, within the length caps. */
export function validEmail(email: string): boolean {
  if (charCount(email) > EMAIL_MAX_LENGTH) return false;
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts;
  if (!local || charCount(local) > LOCAL_MAX_LENGTH || !LOCAL.test(local)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label));
}
