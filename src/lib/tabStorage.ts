// This tab's sessionStorage (gone when the tab closes), or null where the browser refuses it
// (storage disabled): what a redirect round trip keeps lives here.
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage ?? null;
  } catch {
    return null;
  }
}
