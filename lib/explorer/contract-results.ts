import { sectionList } from './list-definition';

/** A contract's results (calls of it), newest first and live: the contract page's list, below /api/v1/contracts/{id}/results. */
export const CONTRACT_RESULTS_LIST = sectionList(
  { section: 'contracts', params: ['limit', 'order', 'timestamp'], live: true },
  {
    title: 'Results',
    loadSchema: async () => (await import('../schemas/v1/contract-result')).ContractResultsResponse,
    rows: (page) => page.results,
    rowKey: (result) => result.timestamp,
    keyset: { columns: 'timestamp', values: (result) => result.timestamp },
    defaultOrder: 'desc',
    orderLabels: ['Newest first', 'Oldest first'],
  },
);
