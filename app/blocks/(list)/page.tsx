import type { Metadata } from 'next';
import { listPage } from '@/app/_explorer/list-page';
import { BlocksList } from '@/components/explorer/lists/blocks-list';
import { BLOCKS_LIST } from '@/lib/explorer/lists';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: BLOCKS_LIST.title };

export default listPage(BLOCKS_LIST, (view) => <BlocksList {...view} />);
