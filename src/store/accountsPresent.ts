// The one look at the account list the first chunk makes: are accounts kept in this
// browser? Then the switcher (a lazy chunk) is offered even while no session is active.
export function accountsKept(): boolean {
  try {
    return (window.localStorage.getItem('starling-accounts') ?? '').includes('"token":"');
  } catch {
    return false;
  }
}

/** More than one account kept: "act as another account" has someone to act as. */
export function manyAccountsKept(): boolean {
  try {
    return ((window.localStorage.getItem('starling-accounts') ?? '').match(/"token":"/g) ?? []).length > 1;
  } catch {
    return false;
  }
}

/** The last kept account signs out: the list goes with it. */
export function forgetKeptAccounts(): void {
  try {
    window.localStorage.removeItem('starling-accounts');
  } catch {
    /* nothing kept */
  }
}
