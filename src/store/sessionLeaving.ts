// Set once the page is about to start another account's session: from then on nothing
// of the leaving session is written to storage (the stored session, the kept last page), so the
// next start can only ever see the account it was switched to.
let leaving = false;

export const markSessionLeaving = (): void => {
  leaving = true;
};

export const isSessionLeaving = (): boolean => leaving;
