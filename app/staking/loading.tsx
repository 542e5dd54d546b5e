import { SkeletonListPage } from '@/components/explorer/skeleton';

export default function Loading() {
  return <SkeletonListPage title="staking" />;
}
