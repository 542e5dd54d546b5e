import type { Metadata } from 'next';
import { listPage } from '@/app/_explorer/list-page';
import { NodesList } from '@/components/explorer/lists/nodes-list';
import { NODES_LIST } from '@/lib/explorer/lists';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: NODES_LIST.title };

export default listPage(NODES_LIST, (view) => <NodesList {...view} />);
