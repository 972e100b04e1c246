import { useEffect, useRef, useState } from "react";

/** The search box's debounce (spec 5, 9). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's text, kept in step with the address: typing is written to the address 300 ms
 * after the last key; a new term arriving in the address (the top bar's "View all", Back) replaces
 * the text unless it is the one this box just wrote.
 */
export function useSearchTerm(addressTerm: string, commit: (term: string) => void) {
  const [term, setTerm] = useState(addressTerm);
  const lastCommitted = useRef(addressTerm);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (addressTerm === lastCommitted.current) return;
    lastCommitted.current = addressTerm;
    setTerm(addressTerm);
  }, [addressTerm]);

  useEffect(() => {
    if (term === lastCommitted.current) return;
    const timer = setTimeout(() => {
      lastCommitted.current = term;
      commitRef.current(term);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);

  /** Writes the text to the address at once (Enter). */
  const commitNow = () => {
    if (term === lastCommitted.current) return;
    lastCommitted.current = term;
    commitRef.current(term);
  };

  return { term, setTerm, commitNow };
}
