import { SkeletonPage } from '@/components/explorer/skeleton';

export default function Loading() {
  return <SkeletonPage title="transaction" fields={10} />;
}
