// A text field for a domain (the domain-block field of the mutes and blocks settings) that offers
// the instance's known domains (`knownDomains`) as the browser's own suggestion list.
import { forwardRef, useEffect, useId, type InputHTMLAttributes } from 'react';
import { selectIsLoggedIn } from '../../store/authSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { loadKnownDomains } from '../../store/knownDomainsThunks';

/** Options kept in the DOM at once: the best matches of what is typed. */
export const DOMAIN_OPTIONS_SHOWN = 50;

export function matchingDomains(domains: string[], typed: string, limit = DOMAIN_OPTIONS_SHOWN): string[] {
  const q = typed.trim().toLowerCase();
  if (!q) return domains.slice(0, limit);
  const starts = domains.filter((d) => d.startsWith(q));
  const contains = domains.filter((d) => !d.startsWith(q) && d.includes(q));
  return [...starts, ...contains].slice(0, limit);
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'list' | 'type'> & { value: string };

export const DomainInput = forwardRef<HTMLInputElement, Props>(function DomainInput(props, ref) {
  const listId = useId();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { knownDomains } = useAppSelector(selectInstance);
  const empty = knownDomains.length === 0;
  useEffect(() => {
    if (loggedIn && empty) void dispatch(loadKnownDomains());
  }, [dispatch, loggedIn, empty]);
  return (
    <>
      <input ref={ref} type="text" autoComplete="off" spellCheck={false} autoCapitalize="none" {...props} list={listId} />
      <datalist id={listId}>
        {matchingDomains(knownDomains, props.value).map((d) => (
          <option key={d} value={d} />
        ))}
      </datalist>
    </>
  );
});
