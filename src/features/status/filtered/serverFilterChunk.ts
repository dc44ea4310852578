// What a status needs once a server filter may apply to it: the matcher and the "Filtered" bar.
// A chunk of its own, loaded by useServerFilter only when a filter is there to apply, so that
// a visitor's first screen carries neither.
export { filterVerdict, matchingFilters } from '../../../lib/filterMatch';
export { FilteredBar } from './FilteredBar';
