import { useCallback, useMemo, useState } from 'react';

export interface ChoosableColumn {
  key: string;
  /** false keeps the column always shown (the row's name, say). */
  hideable?: boolean;
  /** Hidden until the user shows it. */
  defaultHidden?: boolean;
}

export interface ColumnVisibility {
  isVisible: (key: string) => boolean;
  setVisible: (key: string, visible: boolean) => void;
  showAll: () => void;
}

const storageKey = (tableKey: string) => `wayhub.table.${tableKey}.columns`;

/** The stored choices: only columns the user toggled, so a column added later follows its own default. */
function readChoices(tableKey: string): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey(tableKey)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    // Storage refused (private mode, policy) or garbage in it: the defaults serve.
    return {};
  }
}

function writeChoices(tableKey: string, choices: Record<string, boolean>): void {
  try {
    window.localStorage.setItem(storageKey(tableKey), JSON.stringify(choices));
  } catch {
    // Not remembered across visits then; the choice still holds on this page.
  }
}

/** Which columns a table shows, remembered per table in localStorage. At least one column always stays visible. */
export function useColumnVisibility(tableKey: string, columns: readonly ChoosableColumn[]): ColumnVisibility {
  const [choices, setChoices] = useState(() => readChoices(tableKey));
  const byKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);

  const visibleWith = useCallback(
    (current: Record<string, boolean>, key: string) => {
      const column = byKey.get(key);
      if (!column) return false;
      if (column.hideable === false) return true;
      return current[key] ?? !column.defaultHidden;
    },
    [byKey],
  );

  const setVisible = useCallback(
    (key: string, visible: boolean) => {
      setChoices((current) => {
        const next = { ...current, [key]: visible };
        if (!columns.some((column) => visibleWith(next, column.key))) return current;
        writeChoices(tableKey, next);
        return next;
      });
    },
    [columns, tableKey, visibleWith],
  );

  const showAll = useCallback(() => {
    const next = Object.fromEntries(columns.map((column) => [column.key, true]));
    writeChoices(tableKey, next);
    setChoices(next);
  }, [columns, tableKey]);

  return { isVisible: (key) => visibleWith(choices, key), setVisible, showAll };
}
