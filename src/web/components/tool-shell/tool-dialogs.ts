import { createContext, useContext } from 'react';

/** The dialogs a refused run opens; ToolWrapper renders them and provides this. */
export interface ToolDialogs {
  /** The guest has used the trial: "create a free account". */
  askToSignUp: () => void;
  /** The wallet is empty: buy or upgrade. */
  offerCredits: () => void;
}

export const ToolDialogsContext = createContext<ToolDialogs | null>(null);

export function useToolDialogs(): ToolDialogs {
  const dialogs = useContext(ToolDialogsContext);
  if (!dialogs) throw new Error('useToolRun must be used inside ToolWrapper');
  return dialogs;
}
