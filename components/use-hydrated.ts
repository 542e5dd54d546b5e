import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False while the server renders and the browser hydrates that markup, true from the render after: for what only
 * works once React has attached its handlers (a button clicked before then would do nothing).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
