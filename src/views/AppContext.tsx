import type { Lang } from '../domain/api';
import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { AppSystem } from '../machines/app/appSystem';

export const AppContext = createContext<AppSystem | null>(null);

/** The shell's long-lived actors; views read them with `useSelector`. */
export function useApp(): AppSystem {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp outside <AppContext.Provider>');
  return app;
}

export const useLang = (): Lang => useSelector(useApp().ui, (s) => s.context.language);
