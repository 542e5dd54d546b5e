import type { Metadata } from 'next';
import { listPage } from '@/app/_explorer/list-page';
import { AccountsList } from '@/components/explorer/lists/accounts-list';
import { ACCOUNTS_LIST } from '@/lib/explorer/lists';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: ACCOUNTS_LIST.title };

export default listPage(ACCOUNTS_LIST, (view) => <AccountsList {...view} />);
