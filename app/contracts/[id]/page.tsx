import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageTitle } from '@/components/explorer/card';
import { ContractCode, ContractSummary } from '@/components/explorer/contract/contract-summary';
import { ContractResultsList } from '@/components/explorer/contract/contract-results';
import { ContractState } from '@/components/explorer/contract/contract-state';
import { ReadContractCard } from '@/components/explorer/contract/read-contract-card';
import { CopyButton } from '@/components/explorer/copy-button';
import { ListProblem } from '@/components/explorer/list-problem';
import { Badge } from '@/components/explorer/values';
import { detectStandards, pushedSelectors, readFunctions } from '@/lib/explorer/contract-interface';
import { CONTRACT_RESULTS_LIST } from '@/lib/explorer/contract-results';
import { apiListPath, type SearchParamsRecord } from '@/lib/explorer/list-query';
import { load, loadOrNotFound, loadPagedList, pageContext } from '@/lib/explorer/load';
import { decodeSegment, pathId } from '@/lib/explorer/path-ids';
import { detailApiPath, detailHref, itemApiPath } from '@/lib/explorer/sections';
import { AccountDetail } from '@/lib/schemas/v1/account';
import { ContractWithBytecode } from '@/lib/schemas/v1/contract';
import { ContractLogsResponse } from '@/lib/schemas/v1/contract-log';
import { ContractStateResponse } from '@/lib/schemas/v1/contract-state';

export const dynamic = 'force-dynamic';

/** How many of the contract's newest logs detection looks at. */
const STANDARD_LOGS = 25;

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Contract ${decodeSegment((await params).id)}` };
}

export default async function ContractPage({ params, searchParams }: Props) {
  const asked = pathId('contracts', decodeSegment((await params).id));
  const { network, params: query } = await pageContext(searchParams);
  if (asked === null) notFound();
  const contract = await loadOrNotFound(network, detailApiPath('contracts', asked), ContractWithBytecode);
  const id = contract.contract_id;
  const statePath = `${itemApiPath('contracts', id)}/state?limit=25`;
  const allowed = CONTRACT_RESULTS_LIST.params;
  const resultsPath = apiListPath(`${itemApiPath('contracts', id)}/results`, query, allowed, {
    order: CONTRACT_RESULTS_LIST.defaultOrder,
  });
  const [account, state, results, logs] = await Promise.all([
    load(network, `${itemApiPath('accounts', id)}?limit=1`, AccountDetail).catch(() => null),
    load(network, statePath, ContractStateResponse),
    loadPagedList(network, CONTRACT_RESULTS_LIST, {
      apiPath: resultsPath,
      pagePath: detailHref('contracts', id),
      current: query,
      allowed,
    }),
    // The newest events tell a proxy's standard, whose own code dispatches none of its functions.
    load(network, `${itemApiPath('contracts', id)}/results/logs?limit=${STANDARD_LOGS}`, ContractLogsResponse).catch(
      () => null,
    ),
  ]);
  const standards = contract.deleted ? [] : detectStandards(contract.runtime_bytecode, logs?.logs ?? []);
  return (
    <div className="space-y-6">
      <PageTitle kicker={contract.deleted ? 'Contract (deleted)' : 'Contract'} title={id}>
        <span className="flex items-center gap-2">
          <CopyButton value={id} label="contract id" />
          {contract.deleted && <Badge>deleted</Badge>}
        </span>
      </PageTitle>
      <ContractSummary
        contract={contract}
        balance={account?.balance?.balance ?? null}
        rawHref={`${network.base}${detailApiPath('contracts', id)}`}
      />
      {standards.length > 0 && (
        <ReadContractCard
          base={network.base}
          address={contract.evm_address}
          standards={standards}
          functions={readFunctions(standards, pushedSelectors(contract.runtime_bytecode))}
          via="told by its code and events"
        />
      )}
      {results.view ? (
        <ContractResultsList {...results.view} />
      ) : (
        <ListProblem
          title="Results"
          pagePath={detailHref('contracts', id)}
          current={query}
          allowed={allowed}
          problems={results.problems}
        />
      )}
      <ContractState state={state.state} rawHref={`${network.base}${statePath}`} />
      <ContractCode contract={contract} />
    </div>
  );
}
