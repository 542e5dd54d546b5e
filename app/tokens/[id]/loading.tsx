import { SkeletonPage } from '@/components/explorer/skeleton';

export default function Loading() {
  return <SkeletonPage title="token" fields={16} />;
}
