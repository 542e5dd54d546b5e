import { SkeletonPage } from '@/components/explorer/skeleton';

export default function Loading() {
  return <SkeletonPage title="block" fields={10} />;
}
