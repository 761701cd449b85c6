import type { Condition } from '@hangar/domain/query';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

// The search-bar state of a list screen: the conditions being edited and the ones searched. Searching again
// with unchanged conditions (an empty value: a refresh) refetches the table's lists.

export function useSearch(table: string) {
  const queryClient = useQueryClient();
  const [conditions, setConditions] = useState<Condition[]>([]);
  const [searched, setSearched] = useState<Condition[]>([]);
  const onSearch = (next: Condition[]) => {
    setSearched(next);
    void queryClient.invalidateQueries({ queryKey: [table] });
  };
  return { bar: { value: conditions, onChange: setConditions, onSearch }, searched };
}
